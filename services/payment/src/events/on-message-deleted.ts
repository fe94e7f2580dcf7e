import { startConsumer } from '@app/platform/consumer';
import type { Logger } from '@app/platform/logger';
import type { NatsConnection } from '@app/platform/nats';
import { refundFreeDelivery, type FreeDeliveryDeps } from '../domain/free-deliveries.ts';

const purpose = 'refunds';

/** message.deleted before delivery → the free delivery spent on it goes back to its sender. */
export function consumeMessageDeleted(
  deps: FreeDeliveryDeps,
  nc: NatsConnection,
  prefix: string,
  logger: Logger,
) {
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
    },
  });
}
