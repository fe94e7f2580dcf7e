import { writeEvent } from '@app/platform/outbox';
import { markDeliveredRow, markDeliveryFailedRow } from '../db/message-repository.ts';
import type { MessageDeps } from './deps.ts';
import { sealedMessage } from './recipient-access.ts';
import { AppError } from '@app/platform/errors';
import { fieldReader, openPostalAddress, openTrustedContact } from './sealed-fields.ts';

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

/**
 * What a postal letter prints, read by notification when an admin renders it. The text goes on paper only when
 * no question guards it: otherwise the letter carries the code and the way in, and the questions still stand.
 */
export async function getPostalLetter(deps: MessageDeps, messageId: string) {
  const row = await sealedMessage(deps, messageId);
  const postalAddress = openPostalAddress(deps, row.id, row.postalAddressEnc);
  if (row.deliveryMethod === 'email' || !postalAddress) {
    throw new AppError('NOT_FOUND', 'not a postal message', { reason: 'MESSAGE_NOT_FOUND' });
  }
  const o = fieldReader(deps, row.id);
  const isProtected = row.securityLevel !== 'none';
  return {
    userId: row.userId,
    recipient: o('recipient', row.recipientEnc),
    postalAddress,
    senderName: row.isAnonymous ? '' : o('senderName', row.senderNameEnc),
    subject: o('subject', row.subjectEnc),
    content: isProtected ? '' : o('content', row.contentEnc),
    isProtected,
    accessCode: o('accessCode', row.accessCodeEnc),
    hasMedia: row.hasMedia,
    isDelivered: row.isDelivered,
  };
}

/** Who to ask before a proof-of-life release, read by notification when it writes to them. */
export async function getTrustedContact(deps: MessageDeps, messageId: string) {
  const row = await sealedMessage(deps, messageId);
  const contact = openTrustedContact(deps, row.id, row.trustedContactEnc);
  if (!contact) throw new AppError('NOT_FOUND', 'no trusted contact', { reason: 'MESSAGE_NOT_FOUND' });
  return { userId: row.userId, contact };
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

/**
 * The recipient's mail server refused the delivery for good (a mistyped or closed address): the message stays
 * closed and its sender's card says it never arrived. Nothing retries it; the sender can write again.
 */
export async function markDeliveryFailed(
  deps: MessageDeps,
  messageId: string,
): Promise<{ failedNow: boolean }> {
  await sealedMessage(deps, messageId);
  return { failedNow: await markDeliveryFailedRow(deps.db, messageId, deps.now()) };
}
