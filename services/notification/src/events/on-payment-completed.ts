import { startConsumer } from '@app/platform/consumer';
import type { Logger } from '@app/platform/logger';
import type { NatsConnection } from '@app/platform/nats';
import { sendPaymentReceipt, type ReceiptDeps } from '../domain/send-payment-receipt.ts';

/** payment.completed → the sender's receipt. */
export function consumePaymentsCompleted(
  deps: ReceiptDeps,
  nc: NatsConnection,
  prefix: string,
  logger: Logger,
) {
  return startConsumer({
    nc,
    prefix,
    service: 'notification',
    purpose: 'payment-receipts',
    producer: 'payment',
    types: ['payment.completed'],
    logger,
    async handle(event, eventLogger) {
      if (event.type !== 'payment.completed') return;
      const { messageId, userId, orderId, method } = event.payload;
      await sendPaymentReceipt(deps, { eventId: event.id, messageId, userId, orderId, method }, eventLogger);
    },
  });
}
