import type { Logger } from '@app/platform/logger';
import { paymentRefund } from '../templates/receipt-emails.ts';
import { isGone, toLanguage } from './message-mail-deps.ts';
import { publicLink } from './public-link.ts';
import type { ReceiptDeps } from './send-payment-receipt.ts';
import { sendOnce, type Composed, USER_GONE } from './send-once.ts';

export type PaymentRefunded = {
  eventId: string;
  userId: string;
  orderId: string;
  reason: 'message_deleted' | 'restore';
};

/**
 * The sender's note that their payment went back to them, once per event, in their language. The amount is
 * payment's own (its order, read at send time, must be refunded: an event alone tells no one money moved); an
 * order that cost nothing (a 100 % code) gets no note. The letter is not named: it is deleted, or the restore
 * undid it.
 */
export async function sendPaymentRefund(
  deps: ReceiptDeps,
  refunded: PaymentRefunded,
  logger: Logger,
): Promise<void> {
  await sendOnce(
    deps,
    { eventId: refunded.eventId, kind: 'payment_refund', userId: refunded.userId },
    async (): Promise<Composed> => {
      const found = refunded.orderId
        ? await deps.payment.GetOrder({ orderId: refunded.orderId }).catch((error: unknown) => {
            if (isGone(error)) return null;
            throw error;
          })
        : null;
      const order = found?.order;
      if (!order?.price) return { skip: 'ORDER_NOT_FOUND' };
      if (order.status !== 'refunded') return { skip: 'NOT_REFUNDED' };
      if (order.price.finalCents === 0) return { skip: 'NOTHING_PAID' };
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
        amountCents: order.price.finalCents,
        currency: order.price.currency || 'EUR',
        orderId: order.orderId,
        url: publicLink(deps.publicUrl, '/', {}),
      });
      return { to: user.email, email };
    },
    logger,
  );
}
