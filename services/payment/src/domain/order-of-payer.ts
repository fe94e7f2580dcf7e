import { AppError } from '@app/platform/errors';
import type { PaymentOrder } from '../db/generated/client.ts';
import { findOrderByProviderId } from '../db/order-repository.ts';
import { loadPayableMessage, type Payer } from './payable-message.ts';
import type { PaymentDeps } from './payment-deps.ts';

export const unknownOrder = () => new AppError('NOT_FOUND', 'no such order', { reason: 'UNKNOWN_ORDER' });

/** An order by its provider id, whoever asks (the product's own services). */
export async function findOrder(
  deps: Pick<PaymentDeps, 'db'>,
  providerOrderId: string,
): Promise<PaymentOrder> {
  const order = await findOrderByProviderId(deps.db, providerOrderId);
  if (!order) throw unknownOrder();
  return order;
}

/**
 * An order as its payer may reach it: the sender it belongs to, or whoever holds a live payment token for its
 * message (a guest payer). Anyone else is told UNKNOWN_ORDER, exactly as for an order that does not exist: an
 * order id is no secret (it travels in PayPal's return URL).
 */
export async function orderOfPayer(
  deps: Pick<PaymentDeps, 'db' | 'message'>,
  providerOrderId: string,
  payer: Payer,
): Promise<PaymentOrder> {
  const order = await findOrder(deps, providerOrderId);
  if (payer.userId && payer.userId === order.userId) return order;
  if (!payer.paymentToken) throw unknownOrder();
  try {
    await loadPayableMessage(deps, order.messageId, { userId: '', paymentToken: payer.paymentToken });
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw unknownOrder();
    throw error;
  }
  return order;
}
