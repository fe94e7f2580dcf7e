import { findMessageById } from '../db/message-repository.ts';
import type { MessageDeps } from './deps.ts';
import { notFound } from './errors.ts';
import { messageOfPaymentToken } from './payment-token.ts';

/**
 * For the payment service: what a payment for this message is for, when the payer owns the message (a user
 * id from a session) or holds a live payment token issued for it. Anyone else, like a deleted message, gets
 * NOT_FOUND, so a payer can neither see nor pay for another person's message.
 */
export async function getPayableMessage(
  deps: Pick<MessageDeps, 'db' | 'now'>,
  request: { messageId: string; userId: string; paymentToken: string },
) {
  const row = await findMessageById(deps.db, request.messageId);
  const allowed =
    row !== null &&
    (request.userId
      ? row.userId === request.userId
      : (await messageOfPaymentToken(deps, request.paymentToken, row.id)) !== null);
  if (!row || !allowed) throw notFound();
  return {
    messageId: row.id,
    userId: row.userId,
    deliveryMethod: row.deliveryMethod,
    isSealed: row.sealedAt !== null,
    requiresPayment: row.requiresPayment,
    paid: row.paid,
    isDelivered: row.isDelivered,
  };
}
