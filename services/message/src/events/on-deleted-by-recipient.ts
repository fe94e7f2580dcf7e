import { startConsumer } from '@app/platform/consumer';
import type { Logger } from '@app/platform/logger';
import type { NatsConnection } from '@app/platform/nats';
import type { MessageDeps } from '../domain/deps.ts';
import { deleteClosedMessage } from '../domain/recipient-access.ts';

/**
 * access.message.deleted_by_recipient → the message is deleted with a tombstone for the sender's notice, once
 * access confirms it closed it (repeating it finds nothing left to delete).
 */
export function consumeDeletedByRecipient(
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
    purpose: 'recipient-deletions',
    producer: 'access',
    types: ['access.message.deleted_by_recipient'],
    logger,
    async handle(event, eventLogger) {
      if (event.type !== 'access.message.deleted_by_recipient') return;
      if (await deleteClosedMessage(deps, access, event.payload.messageId, 'recipient')) {
        eventLogger.info('message deleted by its recipient');
      } else eventLogger.warn('a deletion the access service does not confirm; ignored');
    },
  });
}
