import { isSuppressed } from './address-suppression.ts';
import type { MessageDeps } from './deps.ts';
import { choicesToken } from './recipient-choices.ts';
import { sealedMessage } from './sealed-message.ts';
import { fieldReader } from './sealed-fields.ts';

/**
 * What the recipient's e-mail needs, read by notification at the moment it sends: the access code never
 * travels in an event or sits in another service's database. Before its release the address and the code
 * are blank: notification's own key must not read them for a message that is not going out.
 */
export async function getDeliveryEnvelope(deps: MessageDeps, messageId: string) {
  const row = await sealedMessage(deps, messageId);
  const o = fieldReader(deps, row.id);
  const released = row.releasedAt !== null;
  return {
    messageId: row.id,
    userId: row.userId,
    recipient: o('recipient', row.recipientEnc),
    recipientEmail: released ? o('recipientEmail', row.recipientEmailEnc) : '',
    accessCode: released ? o('accessCode', row.accessCodeEnc) : '',
    deliveryMethod: row.deliveryMethod,
    isAnonymous: row.isAnonymous,
    senderName: row.isAnonymous ? '' : o('senderName', row.senderNameEnc),
    senderCustomTitle: row.isAnonymous ? '' : o('senderCustomTitle', row.senderCustomTitleEnc),
    messageType: row.messageType,
    isReleased: released,
    isDelivered: row.isDelivered,
    isRead: row.isRead,
    notifyDelivery: row.notifyDelivery,
    notifyRead: row.notifyRead,
    choicesToken: released ? choicesToken(deps, row.id) : '',
    recipientSuppressed: row.deliveryMethod === 'email' && (await isSuppressed(deps, row)),
  };
}
