import type { PaymentOrder } from '../db/generated/client.ts';
import { readOrder } from '../db/order-repository.ts';
import { recordActivity } from '../db/payment-activity-repository.ts';
import { orderOfPayer } from './order-of-payer.ts';
import { moveOrder } from './order-state.ts';
import type { Payer } from './payable-message.ts';
import type { PaymentDeps } from './payment-deps.ts';

/**
 * The buyer gave up before paying: an open order is cancelled; any other is answered as it stands. Only its
 * payer may (orderOfPayer): someone who merely saw the order id cannot cancel an order another approved.
 */
export async function cancelOrder(
  deps: PaymentDeps,
  providerOrderId: string,
  payer: Payer,
): Promise<PaymentOrder> {
  const order = await orderOfPayer(deps, providerOrderId, payer);
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
  return readOrder(deps.db, order.id);
}
