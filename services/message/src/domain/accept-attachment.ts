import { findOwnedMessage, setHasMedia } from '../db/message-repository.ts';
import type { MessageDeps, Owner } from './deps.ts';
import { alreadySealed, notFound } from './errors.ts';

// A message's attachments join it only while it is open: the owner's mark (UpdateMessage's hasMedia) and the
// media service's AcceptAttachment once an upload is whole.

/** PATCH hasMedia: only while the message can still change. */
export async function markHasMedia(deps: MessageDeps, owner: Owner, messageId: string): Promise<void> {
  const message = await findOwnedMessage(deps.db, owner.userId, messageId);
  if (!message) throw notFound();
  if (message.sealedAt) throw alreadySealed();
  await setHasMedia(deps.db, messageId);
}

/**
 * An attachment finished uploading: it belongs to the message only if the message is still open. One update
 * of the message's row decides it, so a seal that wins the row first makes every later attachment refused.
 */
export async function acceptAttachment(deps: MessageDeps, userId: string, messageId: string): Promise<void> {
  const { count } = await deps.db.message.updateMany({
    where: { id: messageId, userId, sealedAt: null },
    data: { hasMedia: true },
  });
  if (count === 1) return;
  if (!(await findOwnedMessage(deps.db, userId, messageId))) throw notFound();
  throw alreadySealed();
}
