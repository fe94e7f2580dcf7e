import type { MediaType } from '@app/proto/rules/media-limits';
import type { KeyRing } from '@app/platform/encryption';
import type { AsyncClient } from '@app/platform/grpc-client';
import type { AccessServiceDefinition } from '@app/proto/gen/app/access/v1/AccessService.ts';
import type { MessageServiceDefinition } from '@app/proto/gen/app/message/v1/MessageService.ts';
import type { MediaDb } from '../db/client.ts';
import type { BlobStore } from '../storage/blob-store.ts';

export type MediaLimits = {
  maxImages: number;
  maxVideos: number;
  maxImageBytes: number;
  /** Most pixels an image may decode to, read from its header before anything could decode it. */
  maxImagePixels: number;
  maxVideoBytes: number;
  /** Longest video, in seconds (read from the file itself). */
  maxVideoSeconds: number;
  /** All of one sender's attachments together, uploads under way counted at their largest allowed size. */
  maxBytesPerUser: number;
};

export type MediaDeps = {
  db: MediaDb;
  store: BlobStore;
  keyRing: KeyRing;
  limits: MediaLimits;
  /** How long the video parser may sit on bytes or on the end before the video counts as unreadable. */
  videoStallMs: number;
  /** The message service: it decides whether a finished upload may still join its message. */
  message: Pick<AsyncClient<MessageServiceDefinition>, 'AcceptAttachment'>;
  /** The access service: whether a recipient's grant is live for an attachment's message. */
  access: Pick<AsyncClient<AccessServiceDefinition>, 'IsGrantLive'>;
};

export type MediaItem = {
  id: string;
  messageId: string;
  mediaType: MediaType;
  contentType: string;
  size: number;
  createdAt: string;
};
