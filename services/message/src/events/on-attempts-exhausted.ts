import { startConsumer } from '@app/platform/consumer';
import type { Logger } from '@app/platform/logger';
import type { NatsConnection } from '@app/platform/nats';
import type { MessageDeps } from '../domain/deps.ts';
import { deleteClosedMessage } from '../domain/recipient-access.ts';

/**
 * access.attempts.exhausted → a strict message is deleted once access confirms it (repeating it finds
 * nothing left to delete).
 */
export function consumeAttemptsExhausted(
  deps: MessageDeps,
  access: Parameters<typeof deleteClosedMessage>[1],
  nc: NatsConnection,
  prefix: string,
  logger: Logger,
) {
  return startConsumer({
    nc,
    prefix,
    service: 'message',
    purpose: 'strict-deletions',
    producer: 'access',
    types: ['access.attempts.exhausted'],
    logger,
    async handle(event, eventLogger) {
      if (event.type !== 'access.attempts.exhausted') return;
      if (await deleteClosedMessage(deps, access, event.payload.messageId, 'attempts')) {
        eventLogger.info('message deleted: strict attempts exhausted');
      } else eventLogger.warn('attempts the access service does not confirm as exhausted; ignored');
    },
  });
}
