import { findMessageById } from '../db/message-repository.ts';
import { notFound } from './errors.ts';
import type { MessageDeps } from './deps.ts';
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

/**
 * A message that may go out (sealed, and free or paid), as the scheduler plans it: its scheduling is read
 * here, never taken from an event. NOT_FOUND otherwise.
 */
export async function getReadyMessage(deps: Pick<MessageDeps, 'db'>, messageId: string) {
  const row = await findMessageById(deps.db, messageId);
  if (!row || row.sealedAt === null || (row.requiresPayment && !row.paid)) throw notFound();
  return {
    messageId: row.id,
    userId: row.userId,
    schedulingType: row.schedulingType,
    deliveryDate: row.deliveryDate?.toISOString() ?? '',
    timeZone: row.timeZone,
    lifeProofCadence: row.lifeProofCadence,
    hasTrustedContact: row.trustedContactEnc !== null,
    deliverNotBefore: row.deliverNotBefore?.toISOString() ?? '',
  };
}
