import { listReadyMedia } from '../db/media-repository.ts';
import { isUuid, toItem } from './attachments.ts';
import type { MediaDeps, MediaItem } from './deps.ts';

/** The ready attachments of a message, for its owner (anyone else sees none). */
export async function listMedia(deps: MediaDeps, userId: string, messageId: string): Promise<MediaItem[]> {
  if (!isUuid(userId) || !isUuid(messageId)) return [];
  return (await listReadyMedia(deps.db, userId, messageId)).map(toItem);
}
