import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import type { MediaDeps } from '../domain/deps.ts';
import { purgeDeleted } from '../domain/purge-deleted.ts';

/**
 * message.deleted → its attachments go too, once the message service confirms the deletion (repeating it
 * finds nothing left to remove).
 */
export function consumeMessageDeleted(
  deps: MediaDeps,
  message: Parameters<typeof purgeDeleted>[1],
  events: ConsumerContext,
) {
  return startConsumer({
    ...events,
    service: 'media',
    purpose: 'purge-deleted',
    producer: 'message',
    types: ['message.deleted'],
    async handle(event, eventLogger) {
      if (event.type !== 'message.deleted') return;
      const removed = await purgeDeleted(deps, message, event.payload.messageId);
      if (removed === null) eventLogger.warn('a deletion the message service did not make; ignored');
      else if (removed > 0) eventLogger.info({ removed }, 'attachments purged');
    },
  });
}
