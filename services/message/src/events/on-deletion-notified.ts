import { startConsumer } from '@app/platform/consumer';
import type { Logger } from '@app/platform/logger';
import type { NatsConnection } from '@app/platform/nats';
import type { MessageDeps } from '../domain/deps.ts';
import { forgetTombstone } from '../domain/recipient-access.ts';

/** notification.deletion.notified → the tombstone that named who to tell is forgotten (a repeat finds none). */
export function consumeDeletionsNotified(
  deps: MessageDeps,
  nc: NatsConnection,
  prefix: string,
  logger: Logger,
) {
  return startConsumer({
    nc,
    prefix,
    service: 'message',
    purpose: 'forgotten-tombstones',
    producer: 'notification',
    types: ['notification.deletion.notified'],
    logger,
    async handle(event, eventLogger) {
      if (event.type !== 'notification.deletion.notified') return;
      if ((await forgetTombstone(deps, event.payload.messageId)).forgotten)
        eventLogger.info('tombstone forgotten');
    },
  });
}
