import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import type { AsyncClient } from '@app/platform/grpc-client';
import type { AuthServiceDefinition } from '@app/proto/gen/app/auth/v1/AuthService.ts';
import type { MediaDeps } from '../domain/deps.ts';
import { eraseAccountArchives } from '../domain/sweep-account-archives.ts';

/**
 * auth.user.deleted → the user's archives go (their attachments go with their messages, through
 * message.deleted).
 */
export function consumeAccountDeleted(
  deps: MediaDeps,
  auth: Pick<AsyncClient<AuthServiceDefinition>, 'GetAccountClosure'>,
  events: ConsumerContext,
) {
  return startConsumer({
    ...events,
    service: 'media',
    purpose: 'account-erasures',
    producer: 'auth',
    types: ['auth.user.deleted'],
    async handle(event, eventLogger) {
      if (event.type !== 'auth.user.deleted') return;
      // Auth's record, not the event's word: a forged event for a live account finds none, and the letters to
      // keep are those its sender chose when closing it.
      const { closure } = await auth.GetAccountClosure({ userId: event.payload.userId });
      if (!closure) {
        eventLogger.warn('an account closure auth did not record; ignored');
        return;
      }
      const removed = await eraseAccountArchives(deps, closure.userId);
      if (removed > 0) eventLogger.info({ removed }, 'account archives erased');
    },
  });
}
