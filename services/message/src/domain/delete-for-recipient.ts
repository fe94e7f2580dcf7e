import type { AsyncClient } from '@app/platform/grpc-client';
import type { AccessServiceDefinition } from '@app/proto/gen/app/access/v1/AccessService.ts';
import { deleteMessageRow, findMessageById, insertTombstone } from '../db/message-repository.ts';
import type { MessageDeps } from './deps.ts';
import { recordDeletion } from './record-deletion.ts';

export type RecipientDeletion = 'recipient' | 'attempts';

/**
 * Deletes a message on the recipient's side. Who it was for stays, encrypted as before, in a tombstone that
 * notification reads to send the notices and then forgets. Repeating it finds nothing and changes nothing.
 */
export async function deleteForRecipient(
  deps: MessageDeps,
  messageId: string,
  reason: RecipientDeletion,
): Promise<void> {
  const row = await findMessageById(deps.db, messageId);
  if (!row) return;
  const deleted = await deps.db.$transaction(async (tx) => {
    if (!(await deleteMessageRow(tx, messageId))) return false;
    await insertTombstone(tx, {
      messageId,
      userId: row.userId,
      recipientEnc: row.recipientEnc,
      recipientEmailEnc: row.recipientEmailEnc,
      senderNameEnc: row.isAnonymous ? null : row.senderNameEnc,
      reason,
    });
    await recordDeletion(
      tx,
      { messageId, userId: row.userId, reason, wasDelivered: row.isDelivered },
      row,
      deps.now(),
    );
    return true;
  });
  if (deleted) deps.eventsWritten();
}

type AccessClient = Pick<AsyncClient<AccessServiceDefinition>, 'IsDestroyed'>;

/**
 * access.attempts.exhausted or access.message.deleted_by_recipient → the message is deleted on the recipient's
 * side, once the access service confirms it closed it: a forged event must not delete any message by its id.
 * False when it does not confirm.
 */
export async function deleteClosedMessage(
  deps: MessageDeps,
  access: AccessClient,
  messageId: string,
  reason: RecipientDeletion,
): Promise<boolean> {
  if (!(await access.IsDestroyed({ messageId })).destroyed) return false;
  await deleteForRecipient(deps, messageId, reason);
  return true;
}
