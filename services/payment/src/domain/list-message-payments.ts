import { CURRENCY } from '@app/proto/rules/prices';
import type { PaymentDb } from '../db/client.ts';
import { findSpendsOn } from '../db/free-delivery-repository.ts';
import { findPaidOrdersOf } from '../db/order-repository.ts';

export type MessagePayment = {
  messageId: string;
  free: boolean;
  amountCents: number;
  currency: string;
  paidAt: Date;
};

/** How many messages one list asks about at most (a sender's page); more are not looked at. */
export const MAX_LISTED_PAYMENTS = 500;

/**
 * How each of a sender's messages was paid for, for their cards: its paid order (what was charged, a discount
 * or a free delivery applied at payment included), else a free delivery spent on it when it was sealed. Only
 * the sender's own rows are read, whatever ids are asked about.
 */
export async function listMessagePayments(
  db: PaymentDb,
  userId: string,
  messageIds: readonly string[],
): Promise<MessagePayment[]> {
  const ids = [...new Set(messageIds)].slice(0, MAX_LISTED_PAYMENTS);
  if (ids.length === 0) return [];
  const [orders, spends] = await Promise.all([
    findPaidOrdersOf(db, userId, ids),
    findSpendsOn(db, userId, ids),
  ]);
  const payments = new Map<string, MessagePayment>();
  for (const spend of spends) {
    payments.set(spend.reference, {
      messageId: spend.reference,
      free: true,
      amountCents: 0,
      currency: CURRENCY,
      paidAt: spend.createdAt,
    });
  }
  for (const order of orders) {
    payments.set(order.messageId, {
      messageId: order.messageId,
      free: order.provider === 'free_delivery',
      amountCents: order.amountCents,
      currency: order.currency,
      paidAt: order.paidAt ?? order.updatedAt,
    });
  }
  return [...payments.values()];
}
