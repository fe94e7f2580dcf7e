import { startConsumer } from '@app/platform/consumer';
import type { Logger } from '@app/platform/logger';
import type { NatsConnection } from '@app/platform/nats';
import type { MessageDeps } from '../domain/deps.ts';
import { markRead } from '../domain/recipient-access.ts';

/** access.message.seen → the message is read, and its sender told the first time (a repeat changes nothing). */
export function consumeMessageSeen(deps: MessageDeps, nc: NatsConnection, prefix: string, logger: Logger) {
  return startConsumer({
    nc,
    prefix,
    service: 'message',
    purpose: 'read-marks',
    producer: 'access',
    types: ['access.message.seen'],
    logger,
    async handle(event, eventLogger) {
      if (event.type !== 'access.message.seen') return;
      if ((await markRead(deps, event.payload.messageId)).readNow) eventLogger.info('message marked read');
    },
  });
}
