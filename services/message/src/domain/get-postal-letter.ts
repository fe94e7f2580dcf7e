import { AppError } from '@app/platform/errors';
import type { MessageDeps } from './deps.ts';
import { choicesToken } from './recipient-choices.ts';
import { sealedMessage } from './sealed-message.ts';
import { fieldReader, openPostalAddress } from './sealed-fields.ts';

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
    choicesToken: choicesToken(deps, row.id),
  };
}
