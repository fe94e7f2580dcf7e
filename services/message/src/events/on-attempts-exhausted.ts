import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import type { MessageDeps } from '../domain/deps.ts';
import { deleteClosedMessage } from '../domain/delete-for-recipient.ts';

/**
 * access.attempts.exhausted → a strict message is deleted once access confirms it (repeating it finds
 * nothing left to delete).
 */
export function consumeAttemptsExhausted(
  deps: MessageDeps,
  access: Parameters<typeof deleteClosedMessage>[1],
  events: ConsumerContext,
) {
  return startConsumer({
    ...events,
    service: 'message',
    purpose: 'strict-deletions',
    producer: 'access',
    types: ['access.attempts.exhausted'],
    async handle(event, eventLogger) {
      if (event.type !== 'access.attempts.exhausted') return;
      if (await deleteClosedMessage(deps, access, event.payload.messageId, 'attempts')) {
        eventLogger.info('message deleted: strict attempts exhausted');
      } else eventLogger.warn('attempts the access service does not confirm as exhausted; ignored');
    },
  });
}
