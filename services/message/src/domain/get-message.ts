import { findMessageById, findOwnedMessage } from '../db/message-repository.ts';
import type { MessageDeps, Owner } from './deps.ts';
import { notFound } from './errors.ts';
import { toSummary } from './message-summary.ts';
import { messageOfPaymentToken } from './payment-token.ts';
import { unsealable } from './recipient-choices.ts';
import { fieldReader, openPostalAddress, openTrustedContact } from './sealed-fields.ts';

/**
 * The owner's whole message (content, sender, question texts; never the answers): for the owner, or for
 * whoever holds a live payment token issued for it (the guest payment pages).
 */
export async function getMessage(
  deps: MessageDeps,
  reader: { owner: Owner } | { paymentToken: string },
  messageId: string,
) {
  const row =
    'owner' in reader
      ? await findOwnedMessage(deps.db, reader.owner.userId, messageId)
      : (await messageOfPaymentToken(deps, reader.paymentToken, messageId))
        ? await findMessageById(deps.db, messageId)
        : null;
  if (!row) throw notFound();
  const o = fieldReader(deps, row.id);
  return {
    summary: toSummary(deps, row, await unsealable(deps, row)),
    content: o('content', row.contentEnc),
    senderName: o('senderName', row.senderNameEnc),
    senderEmail: o('senderEmail', row.senderEmailEnc),
    senderCustomTitle: o('senderCustomTitle', row.senderCustomTitleEnc),
    questions: row.questions.map((q) => o(`question:${q.position}`, q.questionEnc)),
    templateId: row.templateId ?? 0,
    postalAddress: openPostalAddress(deps, row.id, row.postalAddressEnc),
    trustedContact: openTrustedContact(deps, row.id, row.trustedContactEnc),
  };
}
