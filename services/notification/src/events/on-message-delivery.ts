import { startConsumer } from '@app/platform/consumer';
import type { Logger } from '@app/platform/logger';
import type { NatsConnection } from '@app/platform/nats';
import { deliverToRecipient } from '../domain/deliver-to-recipient.ts';
import type { MessageMailDeps } from '../domain/message-mail-deps.ts';
import { notifySender } from '../domain/notify-sender.ts';

/** scheduler.delivery.due → the recipient's e-mail with the access code. */
export function consumeDueDeliveries(
  deps: MessageMailDeps,
  nc: NatsConnection,
  prefix: string,
  logger: Logger,
) {
  return startConsumer({
    nc,
    prefix,
    service: 'notification',
    purpose: 'deliveries',
    producer: 'scheduler',
    types: ['scheduler.delivery.due'],
    logger,
    async handle(event, eventLogger) {
      if (event.type !== 'scheduler.delivery.due') return;
      await deliverToRecipient(deps, { eventId: event.id, ...event.payload }, eventLogger);
    },
  });
}

/** message.delivered → the sender hears that it went out (when they asked to). */
export function consumeMessageNotices(
  deps: MessageMailDeps,
  nc: NatsConnection,
  prefix: string,
  logger: Logger,
) {
  return startConsumer({
    nc,
    prefix,
    service: 'notification',
    purpose: 'message-notices',
    producer: 'message',
    types: ['message.delivered'],
    logger,
    async handle(event, eventLogger) {
      if (event.type !== 'message.delivered') return;
      await notifySender(deps, { eventId: event.id, kind: 'delivered', ...event.payload }, eventLogger);
    },
  });
}
