import { writeEvent } from '@app/platform/outbox';
import { markDeliveredRow } from '../db/message-repository.ts';
import type { MessageDeps } from './deps.ts';
import { sealedMessage } from './recipient-access.ts';
import { fieldReader } from './sealed-fields.ts';

/**
 * What the recipient's e-mail needs, read by notification at the moment it sends: the access code never
 * travels in an event or sits in another service's database.
 */
export async function getDeliveryEnvelope(deps: MessageDeps, messageId: string) {
  const row = await sealedMessage(deps, messageId);
  const o = fieldReader(deps, row.id);
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
  const row = await sealedMessage(deps, messageId);
  const deliveredNow = await deps.db.$transaction(async (tx) => {
    if (!(await markDeliveredRow(tx, messageId, deps.now()))) return false;
    await writeEvent(tx, 'message.delivered', { messageId, userId: row.userId });
    return true;
  });
  if (deliveredNow) deps.eventsWritten();
  return { deliveredNow };
}
