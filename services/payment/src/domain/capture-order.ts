import { AppError } from '@app/platform/errors';
import { returnDiscountUse, takeDiscountUse } from '../db/discount-code-repository.ts';
import type { OrderStatus, PaymentOrder } from '../db/generated/client.ts';
import {
  findOrderByProviderId,
  markDiscountUseHeld,
  readOrder,
  saveCaptureId,
  takeOverCapture,
} from '../db/order-repository.ts';
import { recordActivity } from '../db/payment-activity-repository.ts';
import type { PaypalOrder } from '../paypal/paypal-client.ts';
import { PaypalError, PaypalUnavailableError } from '../paypal/paypal-errors.ts';
import { completeOrder } from './complete-order.ts';
import { moveOrder } from './order-state.ts';
import { loadPayableMessage } from './payable-message.ts';
import type { PaymentDeps } from './payment-deps.ts';

/** A capture left `capturing` this long is taken to have crashed, and another caller takes it over. */
export const STALE_CAPTURE_MS = 60_000;
/** How long a second caller waits for a capture already running before answering with its current state. */
const WAIT_FOR_OTHER_CAPTURE_MS = 3_000;

const refusal = (code: 'FAILED_PRECONDITION' | 'NOT_FOUND', reason: string, message = reason) =>
  new AppError(code, message, { reason });

/** The reasons a capture is refused, as the bff and the error page name them. */
export const captureRefusals = {
  unknownOrder: () => refusal('NOT_FOUND', 'UNKNOWN_ORDER'),
  notApproved: () => refusal('FAILED_PRECONDITION', 'NOT_APPROVED'),
  cancelled: () => refusal('FAILED_PRECONDITION', 'ORDER_CANCELLED'),
  declined: () => refusal('FAILED_PRECONDITION', 'PAYMENT_DECLINED'),
  amountMismatch: () => refusal('FAILED_PRECONDITION', 'AMOUNT_MISMATCH'),
  messageGone: () => refusal('FAILED_PRECONDITION', 'MESSAGE_NOT_FOUND'),
  discountUsedUp: () => refusal('FAILED_PRECONDITION', 'DISCOUNT_USED_UP'),
};

function refusalFor(order: PaymentOrder): AppError {
  if (order.status === 'cancelled' || order.status === 'refunded') return captureRefusals.cancelled();
  if (order.failureReason === 'amount_mismatch') return captureRefusals.amountMismatch();
  if (order.failureReason === 'message_gone') return captureRefusals.messageGone();
  if (order.failureReason === 'discount_used_up') return captureRefusals.discountUsedUp();
  return captureRefusals.declined();
}

/**
 * Captures an approved order on the server, at most once however many callers race (the return page, a
 * double click, the popup, PayPal's webhook): one caller claims it (`capturing`, holding a use of its discount
 * code), re-checks that the message still waits for this payment, and asks PayPal with a request id fixed per
 * order, so even a retry after a crash is one charge. The message is paid only when the capture itself is
 * COMPLETED for exactly the amount, currency and message of the order.
 */
export async function captureOrder(
  deps: PaymentDeps,
  providerOrderId: string,
  payerId = '',
): Promise<PaymentOrder> {
  const order = await findOrderByProviderId(deps.db, providerOrderId);
  if (!order) throw captureRefusals.unknownOrder();
  const claimed = await claimCapture(deps, order, payerId);
  if (claimed === 'refused') return settled(deps, order.id);
  if (claimed === 'busy') return waitForOtherCapture(deps, order.id);

  try {
    await loadPayableMessage(deps, order.messageId, { userId: order.userId, paymentToken: '' });
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') {
      await failOrder(deps, order.id, ['capturing'], 'message_gone');
      throw captureRefusals.messageGone();
    }
    await releaseCapture(deps, order.id, 'approved');
    throw error;
  }

  let paypalOrder: PaypalOrder;
  try {
    paypalOrder = await deps.paypal.captureOrder(providerOrderId, `capture-${providerOrderId}`);
  } catch (error) {
    paypalOrder = await recoverFromCaptureError(deps, order, error);
  }
  return applyPaypalOrder(deps, order.id, paypalOrder);
}

/**
 * Takes the order into `capturing` (and a use of its code). 'refused' when it is past capturing (paid,
 * failed, cancelled), 'busy' when another caller holds it, and 'claimed' otherwise.
 */
async function claimCapture(
  deps: PaymentDeps,
  order: PaymentOrder,
  payerId: string,
): Promise<'claimed' | 'busy' | 'refused'> {
  const now = deps.now();
  return deps.db.$transaction(async (tx) => {
    const current = await readOrder(tx, order.id);
    if (current.status === 'capturing') {
      if (now.getTime() - current.updatedAt.getTime() < STALE_CAPTURE_MS) return 'busy';
      // The claimant crashed: take it over (the capture's fixed request id makes that safe).
      return (await takeOverCapture(tx, order.id, current.updatedAt, now)) ? 'claimed' : 'busy';
    }
    if (!(await moveOrder(tx, order.id, ['created', 'approved'], 'capturing', payerId ? { payerId } : {}))) {
      const latest = await readOrder(tx, order.id);
      // Another caller claimed it between our read and our claim.
      return latest.status === 'capturing' ? 'busy' : 'refused';
    }
    if (current.discountCodeId && !current.discountUseHeld) {
      if (!(await takeDiscountUse(tx, current.discountCodeId, now))) {
        await moveOrder(tx, order.id, ['capturing'], 'failed', { failureReason: 'discount_used_up' });
        await recordActivity(tx, failedEntry(current, 'discount_used_up'));
        return 'refused';
      }
      await markDiscountUseHeld(tx, order.id);
    }
    return 'claimed';
  });
}

/** What PayPal's refusal means for the order; answers the order to apply, or throws the refusal. */
async function recoverFromCaptureError(
  deps: PaymentDeps,
  order: PaymentOrder,
  error: unknown,
): Promise<PaypalOrder> {
  const providerOrderId = order.providerOrderId ?? '';
  if (error instanceof PaypalUnavailableError) {
    await releaseCapture(deps, order.id, 'approved');
    throw new AppError('UNAVAILABLE', 'PayPal did not answer', {
      reason: 'PAYPAL_UNAVAILABLE',
      cause: error,
    });
  }
  if (!(error instanceof PaypalError)) {
    await releaseCapture(deps, order.id, 'approved');
    throw error;
  }
  // Captured already (by an earlier call whose answer was lost): read what PayPal holds and reconcile.
  if (error.issue === 'ORDER_ALREADY_CAPTURED') return deps.paypal.getOrder(providerOrderId);
  if (error.issue === 'ORDER_NOT_APPROVED') {
    await releaseCapture(deps, order.id, 'created');
    throw captureRefusals.notApproved();
  }
  if (error.status === 404) {
    await failOrder(deps, order.id, ['capturing'], 'unknown_order');
    throw captureRefusals.unknownOrder();
  }
  if (error.status === 422) {
    await failOrder(deps, order.id, ['capturing'], 'declined', error.issue);
    throw captureRefusals.declined();
  }
  await releaseCapture(deps, order.id, 'approved');
  throw new AppError('UNAVAILABLE', 'PayPal refused the capture', {
    reason: 'PAYPAL_UNAVAILABLE',
    cause: error,
  });
}

/**
 * Money PayPal took, written outside the databases before the order is recorded paid, so a restore to an earlier
 * point can settle it (journal/capture-journal.ts). A write that fails is logged, not fatal: the money is taken
 * either way, and only a restore to before it would need the entry.
 */
async function journalCapture(deps: PaymentDeps, order: PaymentOrder, captureId: string, payerId: string) {
  if (!deps.captureJournal || order.provider !== 'paypal' || !order.providerOrderId) return;
  await deps.captureJournal
    .record({
      orderId: order.id,
      providerOrderId: order.providerOrderId,
      captureId,
      payerId,
      messageId: order.messageId,
      userId: order.userId,
      deliveryMethod: order.deliveryMethod,
      baseCents: order.baseCents,
      discountPercent: order.discountPercent,
      discountCents: order.discountCents,
      amountCents: order.amountCents,
      currency: order.currency,
      discountCodeId: order.discountCodeId,
      discountCode: order.discountCode,
      capturedAt: deps.now(),
    })
    .catch((error: unknown) =>
      deps.logger.error({ err: error, orderId: order.providerOrderId }, 'capture journal write failed'),
    );
}

/**
 * Applies what PayPal says about an order we hold in `capturing`: paid only for a COMPLETED capture of
 * exactly our amount, currency, message and invoice; PENDING stays `capturing` until PayPal's webhook or the
 * reconciliation says more; anything else fails the order and gives its discount use back.
 */
export async function applyPaypalOrder(
  deps: PaymentDeps,
  orderId: string,
  paypalOrder: PaypalOrder,
): Promise<PaymentOrder> {
  const order = await readOrder(deps.db, orderId);
  if (order.status === 'paid') return order;
  const capture = paypalOrder.capture;
  if (!capture) {
    if (paypalOrder.status === 'APPROVED' || paypalOrder.status === 'CREATED') {
      await releaseCapture(deps, orderId, paypalOrder.status === 'APPROVED' ? 'approved' : 'created');
      throw captureRefusals.notApproved();
    }
    await failOrder(deps, orderId, ['capturing'], 'declined', paypalOrder.status);
    throw captureRefusals.declined();
  }
  const matches =
    capture.amountCents === order.amountCents &&
    capture.currency === order.currency &&
    capture.customId === order.messageId &&
    (!capture.invoiceId || capture.invoiceId === order.id);
  if (!matches) {
    deps.logger.error(
      { orderId: order.providerOrderId, expected: order.amountCents, captured: capture.amountCents },
      'capture does not match its order: not paid',
    );
    await failOrder(deps, orderId, ['capturing'], 'amount_mismatch', capture.id);
    throw captureRefusals.amountMismatch();
  }
  if (capture.status === 'COMPLETED') {
    await journalCapture(deps, order, capture.id, paypalOrder.payerId);
    await deps.db.$transaction((tx) =>
      completeOrder(tx, order, ['capturing'], {
        paidAt: deps.now(),
        captureId: capture.id,
        ...(paypalOrder.payerId ? { payerId: paypalOrder.payerId } : {}),
      }),
    );
    deps.eventsWritten();
    return settled(deps, orderId);
  }
  if (capture.status === 'PENDING') {
    await deps.db.$transaction(async (tx) => {
      await saveCaptureId(tx, orderId, capture.id);
      await recordActivity(tx, {
        kind: 'order.pending',
        orderId: order.providerOrderId,
        messageId: order.messageId,
        amountCents: order.amountCents,
      });
    });
    return settled(deps, orderId);
  }
  await failOrder(deps, orderId, ['capturing'], 'declined', capture.status);
  throw captureRefusals.declined();
}

async function settled(deps: PaymentDeps, orderId: string): Promise<PaymentOrder> {
  const order = await readOrder(deps.db, orderId);
  if (order.status === 'failed' || order.status === 'cancelled' || order.status === 'refunded') {
    throw refusalFor(order);
  }
  return order;
}

/** Another caller is capturing: wait a little for its outcome, so a double click sees one result. */
async function waitForOtherCapture(deps: PaymentDeps, orderId: string): Promise<PaymentOrder> {
  const deadline = Date.now() + WAIT_FOR_OTHER_CAPTURE_MS;
  for (;;) {
    const order = await readOrder(deps.db, orderId);
    if (order.status !== 'capturing' || Date.now() > deadline) return settled(deps, orderId);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Back to waiting for the buyer (not approved yet) or for another try (PayPal away); the code's use goes back. */
async function releaseCapture(
  deps: PaymentDeps,
  orderId: string,
  to: Extract<OrderStatus, 'created' | 'approved'>,
) {
  await deps.db.$transaction(async (tx) => {
    const order = await readOrder(tx, orderId);
    if (!(await moveOrder(tx, orderId, ['capturing'], to, { discountUseHeld: false }))) return;
    if (order.discountUseHeld && order.discountCodeId) await returnDiscountUse(tx, order.discountCodeId);
  });
}

export async function failOrder(
  deps: Pick<PaymentDeps, 'db'>,
  orderId: string,
  from: OrderStatus[],
  reason: string,
  detail = '',
): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    const order = await readOrder(tx, orderId);
    if (!(await moveOrder(tx, orderId, from, 'failed', { failureReason: reason, discountUseHeld: false })))
      return;
    if (order.discountUseHeld && order.discountCodeId) await returnDiscountUse(tx, order.discountCodeId);
    await recordActivity(tx, failedEntry(order, detail ? `${reason} ${detail}` : reason));
  });
}

function failedEntry(order: PaymentOrder, detail: string): Parameters<typeof recordActivity>[1] {
  return {
    kind: 'order.failed',
    orderId: order.providerOrderId,
    messageId: order.messageId,
    amountCents: order.amountCents,
    detail,
  };
}
