import { writeEvent } from '@app/platform/outbox';
import { markDeliveredRow, markDeliveryFailedRow } from '../db/message-repository.ts';
import { choicesToken } from './recipient-choices.ts';
import type { MessageDeps } from './deps.ts';
import { sealedMessage } from './sealed-message.ts';
import { AppError } from '@app/platform/errors';
import { fieldReader, openPostalAddress, openTrustedContact } from './sealed-fields.ts';

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
    notifyDelivery: row.notifyDelivery,
    notifyRead: row.notifyRead,
    choicesToken: released ? choicesToken(deps, row.id) : '',
  };
}

/**
 * What a postal letter prints, read by notification when an admin renders it (NOT_FOUND before it is released).
 * The text goes on paper only when no question guards it: otherwise the letter carries the code and the way
 * in, and the questions still stand.
 */
export async function getPostalLetter(deps: MessageDeps, messageId: string) {
  const row = await sealedMessage(deps, messageId);
  const postalAddress = openPostalAddress(deps, row.id, row.postalAddressEnc);
  // A letter is printed once its delivery is due (released into the admin's queue), never before.
  if (row.deliveryMethod === 'email' || !postalAddress || !row.releasedAt) {
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

/**
 * notification.message.delivered → the recipient was reached at `deliveredAt`: the sender's card says so and,
 * the first time, message.delivered tells the sender. A repeat, a report for a message deleted since, or one
 * for a message never released changes nothing.
 */
export async function recordDelivered(
  deps: MessageDeps,
  report: { messageId: string; deliveredAt: Date },
): Promise<{ deliveredNow: boolean }> {
  const deliveredNow = await deps.db.$transaction(async (tx) => {
    const userId = await markDeliveredRow(tx, report.messageId, report.deliveredAt);
    if (!userId) return false;
    await writeEvent(tx, 'message.delivered', { messageId: report.messageId, userId });
    return true;
  });
  if (deliveredNow) deps.eventsWritten();
  return { deliveredNow };
}

/**
 * notification.message.delivery_failed → the recipient's mail server refused the e-mail for good (a mistyped
 * or closed address): the sender's card says it never arrived. Nothing retries it; the sender can write again.
 */
export async function recordDeliveryFailed(
  deps: MessageDeps,
  report: { messageId: string; failedAt: Date },
): Promise<{ failedNow: boolean }> {
  return { failedNow: await markDeliveryFailedRow(deps.db, report.messageId, report.failedAt) };
}
