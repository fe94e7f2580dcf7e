import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import { sendPaymentReceipt, type ReceiptDeps } from '../domain/send-payment-receipt.ts';

/** payment.completed → the sender's receipt. */
export function consumePaymentsCompleted(deps: ReceiptDeps, events: ConsumerContext) {
  return startConsumer({
    ...events,
    service: 'notification',
    purpose: 'payment-receipts',
    producer: 'payment',
    types: ['payment.completed'],
    async handle(event, eventLogger) {
      if (event.type !== 'payment.completed') return;
      const { messageId, userId, orderId, method } = event.payload;
      await sendPaymentReceipt(deps, { eventId: event.id, messageId, userId, orderId, method }, eventLogger);
    },
  });
}
