import { startConsumer } from '@app/platform/consumer';
import type { Logger } from '@app/platform/logger';
import type { NatsConnection } from '@app/platform/nats';
import { refundFreeDelivery } from '../domain/free-deliveries.ts';
import type { PaymentDeps } from '../domain/payment-deps.ts';
import { refundDeletedMessage } from '../domain/refund-order.ts';

const purpose = 'refunds';

/**
 * message.deleted before delivery → what was spent on it goes back to its sender: the free delivery, or the
 * payment. Both are idempotent, so a redelivered event gives nothing back twice.
 */
export function consumeMessageDeleted(deps: PaymentDeps, nc: NatsConnection, prefix: string, logger: Logger) {
  return startConsumer({
    nc,
    prefix,
    service: 'payment',
    purpose,
    producer: 'message',
    types: ['message.deleted'],
    logger,
    async handle(event, eventLogger) {
      if (event.type !== 'message.deleted') return;
      const { userId, messageId, wasDelivered } = event.payload;
      if (await refundFreeDelivery(deps, { id: event.id, userId, messageId, wasDelivered }, purpose)) {
        eventLogger.info('free delivery given back');
      }
      if ((await refundDeletedMessage(deps, { messageId, userId, wasDelivered })) === 'refunded') {
        eventLogger.info('payment refunded');
      }
    },
  });
}
