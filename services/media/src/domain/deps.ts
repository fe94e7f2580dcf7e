import type { KeyRing } from '@app/platform/encryption';
import type { MediaDb } from '../db/client.ts';
import type { BlobStore } from '../storage/blob-store.ts';

export type MediaLimits = {
  maxImages: number;
  maxVideos: number;
  maxImageBytes: number;
  maxVideoBytes: number;
  /** Longest video, in seconds (read from the file itself). */
  maxVideoSeconds: number;
};

export type MediaDeps = { db: MediaDb; store: BlobStore; keyRing: KeyRing; limits: MediaLimits };

export type MediaItem = {
  id: string;
  messageId: string;
  mediaType: 'image' | 'video';
  contentType: string;
  size: number;
  createdAt: string;
};
