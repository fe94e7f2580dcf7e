import { startConsumer } from '@app/platform/consumer';
import type { Logger } from '@app/platform/logger';
import type { NatsConnection } from '@app/platform/nats';
import { forgetMessage } from '../db/access-state-repository.ts';
import type { AccessDeps } from '../domain/deps.ts';

/** message.deleted → its attempts, grants and reaction go too. */
export function consumeMessageDeleted(deps: AccessDeps, nc: NatsConnection, prefix: string, logger: Logger) {
  return startConsumer({
    nc,
    prefix,
    service: 'access',
    purpose: 'forget-deleted',
    producer: 'message',
    types: ['message.deleted'],
    logger,
    async handle(event) {
      if (event.type !== 'message.deleted') return;
      await forgetMessage(deps.db, event.payload.messageId);
    },
  });
}
