import { AppError } from '@app/platform/errors';
import type { PaymentOrder } from '../db/generated/client.ts';
import { findOrderByProviderId } from '../db/order-repository.ts';
import { recordActivity } from '../db/payment-activity-repository.ts';
import { moveOrder } from './order-state.ts';
import type { PaymentDeps } from './payment-deps.ts';

/** The buyer gave up before paying: an open order is cancelled; any other is answered as it stands. */
export async function cancelOrder(deps: PaymentDeps, providerOrderId: string): Promise<PaymentOrder> {
  const order = await findOrderByProviderId(deps.db, providerOrderId);
  if (!order) throw new AppError('NOT_FOUND', 'no such order', { reason: 'UNKNOWN_ORDER' });
  await deps.db.$transaction(async (tx) => {
    if (await moveOrder(tx, order.id, ['created', 'approved'], 'cancelled', { failureReason: 'buyer' })) {
      await recordActivity(tx, {
        kind: 'order.cancelled',
        orderId: providerOrderId,
        messageId: order.messageId,
        amountCents: order.amountCents,
        detail: 'buyer',
      });
    }
  });
  return deps.db.paymentOrder.findUniqueOrThrow({ where: { id: order.id } });
}
