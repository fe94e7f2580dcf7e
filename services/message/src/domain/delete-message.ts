import { deleteMessageRow, findOwnedMessage } from '../db/message-repository.ts';
import { notFound } from './errors.ts';
import type { MessageDeps, Owner } from './deps.ts';
import { recordDeletion } from './record-deletion.ts';

/** Deletes the owner's message and its questions; the event lets attachments and pending jobs go too. */
export async function deleteMessage(deps: MessageDeps, owner: Owner, messageId: string): Promise<void> {
  const message = await findOwnedMessage(deps.db, owner.userId, messageId);
  if (!message) throw notFound();
  const deleted = await deps.db.$transaction(async (tx) => {
    if (!(await deleteMessageRow(tx, messageId))) return false;
    await recordDeletion(
      tx,
      { messageId, userId: owner.userId, reason: 'owner', wasDelivered: message.isDelivered },
      message,
      deps.now(),
    );
    return true;
  });
  if (!deleted) throw notFound();
  deps.eventsWritten();
}
