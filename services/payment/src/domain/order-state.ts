import type { PaymentDb, Prisma } from '../db/client.ts';
import type { OrderStatus } from '../db/generated/client.ts';
import { setOrderStatus } from '../db/order-repository.ts';

type Tx = PaymentDb | Prisma.TransactionClient;

/**
 * Every move an order may make. `capturing` is held while the capture call runs, so two captures of one
 * order (a double click, the return page and a webhook) never both reach PayPal with their own request; it
 * goes back to `approved` when PayPal could not be reached (capturing again is safe: the same
 * PayPal-Request-Id replays) and to `created` when the buyer had not approved yet.
 */
export const orderTransitions: Record<OrderStatus, readonly OrderStatus[]> = {
  created: ['approved', 'capturing', 'cancelled', 'failed', 'paid'],
  approved: ['capturing', 'cancelled', 'failed'],
  capturing: ['paid', 'failed', 'approved', 'created'],
  paid: ['refunded'],
  failed: [],
  cancelled: [],
  refunded: [],
};

export class IllegalTransitionError extends Error {
  override readonly name = 'IllegalTransitionError';
}

/**
 * Moves an order from one of `from` to `to` with one compare-and-set statement; false when it was not in
 * any of them (another caller moved it first). A move the table does not allow is a programming error.
 */
export async function moveOrder(
  db: Tx,
  orderId: string,
  from: readonly OrderStatus[],
  to: OrderStatus,
  data: Prisma.PaymentOrderUpdateManyMutationInput = {},
): Promise<boolean> {
  const illegal = from.filter((status) => !orderTransitions[status].includes(to));
  if (illegal.length > 0) throw new IllegalTransitionError(`${illegal.join(',')} -> ${to}`);
  return setOrderStatus(db, orderId, from, to, data);
}
