import { deleteMediaRow } from '../db/media-repository.ts';
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
  if (!(await deleteMediaRow(deps.db, { id: mediaId, messageId, userId }))) throw mediaNotFound();
  await deps.store.delete(mediaId);
}
