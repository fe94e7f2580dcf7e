import { openMedia, type MediaProof } from './attachments.ts';
import type { MediaDeps, MediaItem } from './deps.ts';

/** What an attachment is (type, size), for the same callers openMedia lets read it; no byte is read. */
export async function getMedia(deps: MediaDeps, proof: MediaProof, mediaId: string): Promise<MediaItem> {
  return (await openMedia(deps, proof, mediaId)).item;
}
