import { writeEvent } from '@app/platform/outbox';
import type { Prisma } from '../db/client.ts';
import type { PaymentOrder } from '../db/generated/client.ts';
import { recordActivity } from '../db/payment-activity-repository.ts';
import { moveOrder } from './order-state.ts';

const eventMethod = {
  paypal: 'paypal',
  simulated: 'simulated',
  discount: 'discount',
  free_delivery: 'free_delivery',
} as const;

/**
 * Marks an order paid and announces it, in the caller's transaction: the message service makes the message
 * ready, notification sends the receipt. False when the order was not in `from` (already paid by another
 * caller: nothing is announced twice).
 */
export async function completeOrder(
  tx: Prisma.TransactionClient,
  order: Pick<PaymentOrder, 'id' | 'providerOrderId' | 'provider' | 'messageId' | 'userId' | 'amountCents'>,
  from: Parameters<typeof moveOrder>[2],
  data: { paidAt: Date; captureId?: string; payerId?: string },
): Promise<boolean> {
  if (!(await moveOrder(tx, order.id, from, 'paid', data))) return false;
  await writeEvent(tx, 'payment.completed', {
    messageId: order.messageId,
    userId: order.userId,
    orderId: order.providerOrderId ?? '',
    amountCents: order.amountCents,
    method: eventMethod[order.provider],
  });
  await recordActivity(tx, {
    kind: order.provider === 'free_delivery' ? 'free_delivery.used' : 'order.paid',
    orderId: order.providerOrderId,
    messageId: order.messageId,
    amountCents: order.amountCents,
    detail: order.provider,
  });
  return true;
}
