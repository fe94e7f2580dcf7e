import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import type { AsyncClient } from '@app/platform/grpc-client';
import type { AuthServiceDefinition } from '@app/proto/gen/app/auth/v1/AuthService.ts';
import type { MessageDeps } from '../domain/deps.ts';
import { eraseAccount } from '../domain/erase-account.ts';

/**
 * auth.user.deleted → the closed account's messages are deleted, but for those its sender chose to have
 * delivered still, as auth recorded them when it was closed.
 */
export function consumeAccountDeleted(
  deps: MessageDeps,
  auth: Pick<AsyncClient<AuthServiceDefinition>, 'GetAccountClosure'>,
  events: ConsumerContext,
) {
  return startConsumer({
    ...events,
    service: 'message',
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
      const outcome = await eraseAccount(deps, closure);
      eventLogger.info(outcome, 'closed account erased');
    },
  });
}
