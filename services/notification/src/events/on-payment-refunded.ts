import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import type { ReceiptDeps } from '../domain/send-payment-receipt.ts';
import { sendPaymentRefund } from '../domain/send-payment-refund.ts';

/** payment.refunded → the sender's note that the money went back. */
export function consumePaymentsRefunded(deps: ReceiptDeps, events: ConsumerContext) {
  return startConsumer({
    ...events,
    service: 'notification',
    purpose: 'payment-refunds',
    producer: 'payment',
    types: ['payment.refunded'],
    async handle(event, eventLogger) {
      if (event.type !== 'payment.refunded') return;
      const { userId, orderId, reason } = event.payload;
      await sendPaymentRefund(deps, { userId, orderId, reason }, eventLogger);
    },
  });
}
