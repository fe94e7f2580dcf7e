import { isUuid, mediaNotFound } from './attachments.ts';
import type { MediaDeps } from './deps.ts';

/** Removes one attachment of the owner's open message. */
export async function deleteMedia(
  deps: MediaDeps,
  userId: string,
  messageId: string,
  mediaId: string,
): Promise<void> {
  if (!isUuid(userId) || !isUuid(messageId) || !isUuid(mediaId)) throw mediaNotFound();
  const { count } = await deps.db.media.deleteMany({ where: { id: mediaId, messageId, userId } });
  if (count === 0) throw mediaNotFound();
  await deps.store.delete(mediaId);
}
