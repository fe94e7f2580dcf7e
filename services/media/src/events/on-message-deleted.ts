import { confirmedDeletion } from '@app/platform/confirmed-deletion';
import { startConsumer } from '@app/platform/consumer';
import type { Logger } from '@app/platform/logger';
import type { NatsConnection } from '@app/platform/nats';
import type { MediaDeps } from '../domain/deps.ts';
import { purgeMessageMedia } from '../domain/read-media.ts';

/**
 * message.deleted → its attachments go too, once the message service confirms the deletion (repeating it
 * finds nothing left to remove).
 */
export function consumeMessageDeleted(
  deps: MediaDeps,
  message: Parameters<typeof confirmedDeletion>[0],
  nc: NatsConnection,
  prefix: string,
  logger: Logger,
) {
  return startConsumer({
    nc,
    prefix,
    service: 'media',
    purpose: 'purge-deleted',
    producer: 'message',
    types: ['message.deleted'],
    logger,
    async handle(event, eventLogger) {
      if (event.type !== 'message.deleted') return;
      // A forged event must not destroy a living message's attachments: the message service confirms first.
      if (!(await confirmedDeletion(message, event.payload.messageId))) {
        eventLogger.warn('a deletion the message service did not make; ignored');
        return;
      }
      const removed = await purgeMessageMedia(deps, event.payload.messageId);
      if (removed > 0) eventLogger.info({ removed }, 'attachments purged');
    },
  });
}
