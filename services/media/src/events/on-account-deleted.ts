import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import type { MediaDeps } from '../domain/deps.ts';
import { eraseAccountArchives } from '../domain/sweep-account-archives.ts';

/**
 * auth.user.deleted → the user's archives go (their attachments go with their messages, through
 * message.deleted).
 */
export function consumeAccountDeleted(deps: MediaDeps, events: ConsumerContext) {
  return startConsumer({
    ...events,
    service: 'media',
    purpose: 'account-erasures',
    producer: 'auth',
    types: ['auth.user.deleted'],
    async handle(event, eventLogger) {
      if (event.type !== 'auth.user.deleted') return;
      const removed = await eraseAccountArchives(deps, event.payload.userId);
      if (removed > 0) eventLogger.info({ removed }, 'account archives erased');
    },
  });
}
