import { writeEvent } from '@app/platform/outbox';
import { AppError } from '@app/platform/errors';
import { findPaidOrder } from '../db/order-repository.ts';
import { recordActivity } from '../db/payment-activity-repository.ts';
import { moveOrder } from './order-state.ts';
import { loadPayableMessage } from './payable-message.ts';
import type { PaymentDeps } from './payment-deps.ts';

/**
 * A paid message deleted before it reached its recipient gets its money back, as a free delivery is given
 * back. An event alone is not enough to move money: the message service must confirm the message is gone.
 * Free deliveries are given back by the ledger (free-deliveries.ts); a 100 % code has nothing to return.
 */
export async function refundDeletedMessage(
  deps: PaymentDeps,
  event: { messageId: string; userId: string; wasDelivered: boolean },
): Promise<'refunded' | 'nothing'> {
  if (event.wasDelivered) return 'nothing';
  const order = await findPaidOrder(deps.db, event.messageId);
  if (!order || order.provider === 'free_delivery') return 'nothing';
  try {
    await loadPayableMessage(deps, event.messageId, { userId: order.userId, paymentToken: '' });
    deps.logger.warn({ messageId: event.messageId }, 'message.deleted for a message that exists: no refund');
    return 'nothing';
  } catch (error) {
    if (!(error instanceof AppError && error.code === 'NOT_FOUND')) throw error;
  }
  if (order.captureId && order.amountCents > 0) {
    // A fixed request id: a redelivered event never refunds twice.
    await deps.paypal.refundCapture(order.captureId, `refund-${order.id}`);
  }
  await deps.db.$transaction(async (tx) => {
    if (!(await moveOrder(tx, order.id, ['paid'], 'refunded', { refundedAt: deps.now() }))) return;
    await writeEvent(tx, 'payment.refunded', {
      messageId: order.messageId,
      userId: order.userId,
      orderId: order.providerOrderId ?? '',
      amountCents: order.amountCents,
      reason: 'message_deleted',
    });
    await recordActivity(tx, {
      kind: 'order.refunded',
      orderId: order.providerOrderId,
      messageId: order.messageId,
      amountCents: order.amountCents,
      detail: 'message deleted before delivery',
    });
  });
  deps.eventsWritten();
  return 'refunded';
}
