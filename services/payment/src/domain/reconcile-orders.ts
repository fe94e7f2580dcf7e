import { AppError } from '@app/platform/errors';
import { findStuckOrders, findUnapprovedOrders, touchCapturingOrder } from '../db/order-repository.ts';
import { recordActivity } from '../db/payment-activity-repository.ts';
import { captureOrder, STALE_CAPTURE_MS } from './capture-order.ts';
import { moveOrder } from './order-state.ts';
import type { PaymentDeps } from './payment-deps.ts';

/** A buyer who approved this long ago and never came back is not coming back: capture for them. */
export const ABANDONED_AFTER_MS = 10 * 60_000;
/** PayPal keeps an unapproved order for 3 hours; ours end with it. */
export const ORDER_LIFETIME_MS = 3 * 3_600_000;
export const RECONCILE_BATCH = 20;

/**
 * The payment service's own clean-up round, so no payment is lost to a closed tab or a crash: orders the
 * buyer approved but never returned from (after 10 minutes: they may still come back), and captures left
 * half-way (`capturing` past a minute, which only a crashed claimant leaves, or PENDING at PayPal), are captured
 * or re-read through the same path as the buyer's return (at most once, one charge); orders nobody approved
 * within PayPal's 3 hours are cancelled. Answers how many orders it looked at.
 */
export async function reconcileOrders(deps: PaymentDeps): Promise<number> {
  const now = deps.now().getTime();
  const stuck = await findStuckOrders(deps.db, {
    approvedBefore: new Date(now - ABANDONED_AFTER_MS),
    // A buyer told "pending" after a crash should not wait ten minutes for their message to be paid.
    capturingBefore: new Date(now - STALE_CAPTURE_MS),
    limit: RECONCILE_BATCH,
  });
  for (const order of stuck) {
    try {
      await captureOrder(deps, order.providerOrderId ?? '');
    } catch (error) {
      // A refusal is the order's outcome, already recorded; anything else is retried next round.
      if (!(error instanceof AppError) || error.code === 'INTERNAL' || error.code === 'UNAVAILABLE') {
        deps.logger.warn({ err: error, orderId: order.providerOrderId }, 'reconciling an order failed');
      }
    }
    // A PENDING capture stays `capturing`: touch it so the next round looks at the others first.
    await touchCapturingOrder(deps.db, order.id, deps.now());
  }
  const expired = await findUnapprovedOrders(deps.db, new Date(now - ORDER_LIFETIME_MS), RECONCILE_BATCH);
  for (const order of expired) {
    await deps.db.$transaction(async (tx) => {
      if (!(await moveOrder(tx, order.id, ['created'], 'cancelled', { failureReason: 'expired' }))) return;
      await recordActivity(tx, {
        kind: 'order.cancelled',
        orderId: order.providerOrderId,
        messageId: order.messageId,
        amountCents: order.amountCents,
        detail: 'expired',
      });
    });
  }
  return stuck.length + expired.length;
}
