import type { Logger } from '@app/platform/logger';
import { paymentRefund } from '../templates/receipt-emails.ts';
import { isGone, toLanguage } from './message-mail-deps.ts';
import { publicLink } from './public-link.ts';
import type { ReceiptDeps } from './send-payment-receipt.ts';
import { derivedEventId, sendOnce, type Composed, USER_GONE } from './send-once.ts';

export type PaymentRefunded = {
  userId: string;
  orderId: string;
  reason: 'message_deleted' | 'restore';
};

/**
 * The sender's note that their payment went back to them, once per order (a restore that settles its capture
 * again writes a new event for the same refund, and the sent-mail journal keeps the note), in their language. The
 * amount is payment's own (its order must be refunded: an event alone tells no one money moved); an order that
 * cost nothing (a 100 % code) gets no note. The letter is not named: it is deleted, or the restore
 * undid it.
 */
export async function sendPaymentRefund(
  deps: ReceiptDeps,
  refunded: PaymentRefunded,
  logger: Logger,
): Promise<void> {
  // Asked before anything is logged under the order's key: an early or forged event must not stand in for the
  // note its real refund will ask for.
  const found = refunded.orderId
    ? await deps.payment.GetOrder({ orderId: refunded.orderId }).catch((error: unknown) => {
        if (isGone(error)) return null;
        throw error;
      })
    : null;
  const order = found?.order;
  if (!order?.price || order.status !== 'refunded' || order.price.finalCents === 0) {
    logger.info({ orderId: refunded.orderId, status: order?.status }, 'no refund to tell of');
    return;
  }
  const { price } = order;
  await sendOnce(
    deps,
    { eventId: derivedEventId(refunded.orderId, 'refund'), kind: 'payment_refund', userId: refunded.userId },
    async (): Promise<Composed> => {
      const sender = await deps.auth.GetUser({ userId: refunded.userId }).catch((error: unknown) => {
        if (isGone(error)) return null;
        throw error;
      });
      if (!sender?.user) return { skip: USER_GONE };
      const { user } = sender;
      const email = paymentRefund({
        language: toLanguage(user.language),
        name: user.fullName || user.username,
        reason: refunded.reason,
        amountCents: price.finalCents,
        currency: price.currency || 'EUR',
        orderId: order.orderId,
        url: publicLink(deps.publicUrl, '/', {}),
      });
      return { to: user.email, email };
    },
    logger,
  );
}
