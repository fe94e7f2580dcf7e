import type { AsyncClient } from '@app/platform/grpc-client';
import type { Logger } from '@app/platform/logger';
import type { AuthServiceDefinition } from '@app/proto/gen/app/auth/v1/AuthService.ts';
import type { MessageServiceDefinition } from '@app/proto/gen/app/message/v1/MessageService.ts';
import type { PaymentServiceDefinition } from '@app/proto/gen/app/payment/v1/PaymentService.ts';
import { paymentReceipt } from '../templates/receipt-emails.ts';
import { isGone, toLanguage } from './message-mail-deps.ts';
import { publicLink } from './public-link.ts';
import { derivedEventId, sendOnce, type Composed, type MailDeps, USER_GONE } from './send-once.ts';

/** What a receipt needs: the order from payment, the sender from auth, the recipient's name from message. */
export type ReceiptDeps = MailDeps & {
  auth: Pick<AsyncClient<AuthServiceDefinition>, 'GetUser'>;
  message: Pick<AsyncClient<MessageServiceDefinition>, 'GetDeliveryEnvelope'>;
  payment: Pick<AsyncClient<PaymentServiceDefinition>, 'GetOrder'>;
  publicUrl: string;
};

export type PaymentCompleted = {
  eventId: string;
  messageId: string;
  userId: string;
  orderId: string;
  method: 'paypal' | 'simulated' | 'discount' | 'free_delivery';
};

/**
 * The sender's receipt for a completed payment, once per order (a restore that settles its capture again writes a
 * new event for the same payment), in their language. Everything shown is read
 * from its owner at send time (the order's price and code from payment): the event carries ids only. A free
 * delivery costs nothing, so it gets no receipt.
 */
export async function sendPaymentReceipt(
  deps: ReceiptDeps,
  completed: PaymentCompleted,
  logger: Logger,
): Promise<void> {
  if (completed.method === 'free_delivery') return;
  await sendOnce(
    deps,
    {
      eventId: completed.orderId ? derivedEventId(completed.orderId, 'receipt') : completed.eventId,
      kind: 'payment_receipt',
      userId: completed.userId,
    },
    async (): Promise<Composed> => {
      const found = await deps.payment.GetOrder({ orderId: completed.orderId }).catch((error: unknown) => {
        if (isGone(error)) return null;
        throw error;
      });
      const order = found?.order;
      if (!order?.price) return { skip: 'ORDER_NOT_FOUND' };
      const sender = await deps.auth.GetUser({ userId: completed.userId }).catch((error: unknown) => {
        if (isGone(error)) return null;
        throw error;
      });
      if (!sender?.user) return { skip: USER_GONE };
      // A message deleted since it was paid still gets its receipt, without the recipient's name.
      const envelope = await deps.message
        .GetDeliveryEnvelope({ messageId: completed.messageId })
        .catch((error: unknown) => {
          if (isGone(error)) return null;
          throw error;
        });
      const { user } = sender;
      const email = paymentReceipt({
        language: toLanguage(user.language),
        name: user.fullName || user.username,
        recipient: envelope?.recipient ?? '',
        deliveryMethod: order.deliveryMethod,
        baseCents: order.price.baseCents,
        discountPercent: order.price.discountPercent,
        discountCents: order.price.discountCents,
        finalCents: order.price.finalCents,
        currency: order.price.currency || 'EUR',
        discountCode: order.discountCode,
        orderId: order.orderId,
        paidAt: order.paidAt ? new Date(order.paidAt) : deps.now(),
        ...(user.timeZone ? { timeZone: user.timeZone } : {}),
        url: publicLink(deps.publicUrl, '/', {}),
      });
      return { to: user.email, email };
    },
    logger,
  );
}
