import { openMedia } from './attachments.ts';
import type { MediaDeps, MediaItem } from './deps.ts';

/** What an attachment is (type, size), for the same callers openMedia lets read it; no byte is read. */
export async function getMedia(deps: MediaDeps, userId: string, mediaId: string): Promise<MediaItem> {
  return (await openMedia(deps, userId, mediaId)).item;
}
