import { startConsumer } from '@app/platform/consumer';
import type { Logger } from '@app/platform/logger';
import type { NatsConnection } from '@app/platform/nats';
import type { MessageDeps } from '../domain/deps.ts';
import { markLocked } from '../domain/mark-locked.ts';

/** access.message.locked → the message is marked locked for its sender's card (a repeat changes nothing). */
export function consumeMessageLocked(deps: MessageDeps, nc: NatsConnection, prefix: string, logger: Logger) {
  return startConsumer({
    nc,
    prefix,
    service: 'message',
    purpose: 'lock-marks',
    producer: 'access',
    types: ['access.message.locked'],
    logger,
    async handle(event, eventLogger) {
      if (event.type !== 'access.message.locked') return;
      if (await markLocked(deps, event.payload.messageId)) eventLogger.info('message marked locked');
    },
  });
}
