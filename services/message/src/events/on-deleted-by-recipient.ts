import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import type { MessageDeps } from '../domain/deps.ts';
import { deleteClosedMessage } from '../domain/delete-for-recipient.ts';

/**
 * access.message.deleted_by_recipient → the message is deleted with a tombstone for the sender's notice, once
 * access confirms it closed it (repeating it finds nothing left to delete).
 */
export function consumeDeletedByRecipient(
  deps: MessageDeps,
  access: Parameters<typeof deleteClosedMessage>[1],
  events: ConsumerContext,
) {
  return startConsumer({
    ...events,
    service: 'message',
    purpose: 'recipient-deletions',
    producer: 'access',
    types: ['access.message.deleted_by_recipient'],
    async handle(event, eventLogger) {
      if (event.type !== 'access.message.deleted_by_recipient') return;
      if (await deleteClosedMessage(deps, access, event.payload.messageId, 'recipient')) {
        eventLogger.info('message deleted by its recipient');
      } else eventLogger.warn('a deletion the access service does not confirm; ignored');
    },
  });
}
