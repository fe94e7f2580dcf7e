import { AppError } from '@app/platform/errors';
import { writeEvent } from '@app/platform/outbox';
import { isEmailAddress } from '@app/proto/rules/email-address';
import { correctRecipientRow, lockOwnedDelivery } from '../db/message-repository.ts';
import { notFound } from './errors.ts';
import type { MessageDeps, Owner } from './deps.ts';
import { recipientKey, seal } from './sealed-fields.ts';

/** Each correction sends the code to another address: a few rescue a typo, more would make us a mailer. */
export const MAX_RECIPIENT_CORRECTIONS = 3;

/**
 * The recipient's mail server refused or returned the e-mail: its owner gives the right address and the
 * message goes out to it again (message.released, as when it first fell due), already paid for. Only an e-mail
 * delivery that failed and was never read can be corrected, at most MAX_RECIPIENT_CORRECTIONS times; the row
 * is locked meanwhile, so two corrections at once send one e-mail each, never two to the same failure.
 */
export async function correctRecipientEmail(
  deps: MessageDeps,
  owner: Owner,
  input: { messageId: string; recipientEmail: string },
): Promise<void> {
  const recipientEmail = input.recipientEmail.trim().toLowerCase();
  if (!isEmailAddress(recipientEmail)) {
    throw new AppError('INVALID_ARGUMENT', 'invalid recipientEmail', {
      reason: 'RECIPIENT_EMAIL_INVALID',
      field: 'recipientEmail',
    });
  }
  const { messageId } = input;
  await deps.db.$transaction(async (tx) => {
    const row = await lockOwnedDelivery(tx, owner.userId, messageId);
    if (!row) throw notFound();
    if (row.deliveryMethod !== 'email' || !row.releasedAt || !row.deliveryFailedAt || row.isRead) {
      throw new AppError('FAILED_PRECONDITION', 'delivery did not fail', { reason: 'DELIVERY_NOT_FAILED' });
    }
    if (row.recipientCorrections >= MAX_RECIPIENT_CORRECTIONS) {
      throw new AppError('FAILED_PRECONDITION', 'corrections spent', {
        reason: 'RECIPIENT_CORRECTIONS_SPENT',
      });
    }
    await correctRecipientRow(tx, messageId, {
      recipientEmailEnc: seal(deps, messageId, 'recipientEmail', recipientEmail),
      recipientKey: recipientKey(deps, recipientEmail),
    });
    await writeEvent(tx, 'message.released', { messageId, userId: owner.userId });
  });
  deps.eventsWritten();
}
