import { writeEvent } from '@app/platform/outbox';
import { AppError } from '@app/platform/errors';
import { findOrder, lockMessage, newestPaidAt, writeJournaledOrder } from '../db/order-repository.ts';
import { recordActivity } from '../db/payment-activity-repository.ts';
import type { CaptureJournal, JournaledCapture } from '../journal/capture-journal.ts';
import { completeOrder } from './complete-order.ts';
import { loadPayableMessage } from './payable-message.ts';
import type { PaymentDeps } from './payment-deps.ts';

/** Captures this long before the newest one the database recorded paid are read again: replicas' clocks differ. */
const OVERLAP_MS = 86_400_000;

export type SettledCaptures = { read: number; paid: number; refunded: number; failed: number };

/**
 * After a restore to an earlier point: every capture the journal holds that the database does not know as paid
 * or refunded is settled as PayPal left it. A letter that still waits for that payment is paid (its order written
 * again, `payment.completed` as at the capture); one that is gone, was paid otherwise meanwhile, or is no longer
 * sealed has the money given back at PayPal (a fixed request id: a second run refunds nothing more) and its order
 * written refunded. On every other start each capture is known already and nothing changes.
 */
export async function settleJournaledCaptures(
  deps: PaymentDeps,
  journal: CaptureJournal,
): Promise<SettledCaptures> {
  const newest = await newestPaidAt(deps.db);
  const captures = await journal.since(newest ? new Date(newest.getTime() - OVERLAP_MS) : new Date(0));
  const tally: SettledCaptures = { read: captures.length, paid: 0, refunded: 0, failed: 0 };
  for (const capture of captures) {
    try {
      const outcome = await settleCapture(deps, capture);
      if (outcome !== 'known') tally[outcome] += 1;
    } catch (error) {
      tally.failed += 1;
      deps.logger.warn(
        { err: error, orderId: capture.providerOrderId, messageId: capture.messageId },
        'journaled capture not settled yet',
      );
    }
  }
  return tally;
}

async function settleCapture(
  deps: PaymentDeps,
  capture: JournaledCapture,
): Promise<'known' | 'paid' | 'refunded'> {
  const current = await findOrder(deps.db, capture.orderId);
  if (current?.status === 'paid' || current?.status === 'refunded') return 'known';
  const { orderId, capturedAt, payerId, ...kept } = capture;
  const row = { ...kept, id: orderId, payerId: payerId || null, createdAt: current?.createdAt ?? capturedAt };
  if (await waitsForPayment(deps, capture)) {
    await deps.db.$transaction(async (tx) => {
      await lockMessage(tx, capture.messageId);
      const written = await writeJournaledOrder(tx, { ...row, status: 'capturing' });
      await completeOrder(tx, written, ['capturing'], { paidAt: capturedAt, captureId: capture.captureId });
    });
    deps.eventsWritten();
    return 'paid';
  }
  await deps.paypal.refundCapture(capture.captureId, `refund-${orderId}`);
  await deps.db.$transaction(async (tx) => {
    await writeJournaledOrder(tx, { ...row, status: 'refunded', paidAt: capturedAt, refundedAt: deps.now() });
    await writeEvent(tx, 'payment.refunded', {
      messageId: capture.messageId,
      userId: capture.userId,
      orderId: capture.providerOrderId,
      amountCents: capture.amountCents,
      reason: 'restore',
    });
    await recordActivity(tx, {
      kind: 'order.refunded',
      orderId: capture.providerOrderId,
      messageId: capture.messageId,
      amountCents: capture.amountCents,
      detail: 'restore',
    });
  });
  deps.eventsWritten();
  return 'refunded';
}

/** Whether the letter is there, sealed, and still waits for a payment (as the message service sees it now). */
async function waitsForPayment(deps: PaymentDeps, capture: JournaledCapture): Promise<boolean> {
  try {
    const message = await loadPayableMessage(deps, capture.messageId, {
      userId: capture.userId,
      paymentToken: '',
    });
    return message.isSealed && message.requiresPayment && !message.paid && !message.isDelivered;
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') return false;
    throw error;
  }
}
