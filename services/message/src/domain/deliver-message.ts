import { AppError } from '@app/platform/errors';
import { writeEvent } from '@app/platform/outbox';
import { findMessageById, markDeliveredRow } from '../db/message-repository.ts';
import type { MessageDeps } from './deps.ts';
import { open } from './sealed-fields.ts';

const gone = () => new AppError('NOT_FOUND', 'no such message', { reason: 'MESSAGE_NOT_FOUND' });

/**
 * What the recipient's e-mail needs, read by notification at the moment it sends: the access code never
 * travels in an event or sits in another service's database.
 */
export async function getDeliveryEnvelope(deps: MessageDeps, messageId: string) {
  const row = await findMessageById(deps.db, messageId);
  if (!row || !row.sealedAt) throw gone();
  const o = (field: string, value: string | null) => (value === null ? '' : open(deps, row.id, field, value));
  return {
    messageId: row.id,
    userId: row.userId,
    recipient: o('recipient', row.recipientEnc),
    recipientEmail: o('recipientEmail', row.recipientEmailEnc),
    accessCode: o('accessCode', row.accessCodeEnc),
    deliveryMethod: row.deliveryMethod,
    isAnonymous: row.isAnonymous,
    senderName: row.isAnonymous ? '' : o('senderName', row.senderNameEnc),
    senderCustomTitle: row.isAnonymous ? '' : o('senderCustomTitle', row.senderCustomTitleEnc),
    messageType: row.messageType,
    isDelivered: row.isDelivered,
    notifyDelivery: row.notifyDelivery,
    notifyRead: row.notifyRead,
  };
}

/** The recipient has been written to: from now on the message opens for them. Repeating it changes nothing. */
export async function markDelivered(
  deps: MessageDeps,
  messageId: string,
): Promise<{ deliveredNow: boolean }> {
  const row = await findMessageById(deps.db, messageId);
  if (!row || !row.sealedAt) throw gone();
  const deliveredNow = await deps.db.$transaction(async (tx) => {
    if (!(await markDeliveredRow(tx, messageId, deps.now()))) return false;
    await writeEvent(tx, 'message.delivered', { messageId, userId: row.userId });
    return true;
  });
  if (deliveredNow) deps.eventsWritten();
  return { deliveredNow };
}
