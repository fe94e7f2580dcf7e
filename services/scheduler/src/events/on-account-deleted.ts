import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import type { AsyncClient } from '@app/platform/grpc-client';
import type { AuthServiceDefinition } from '@app/proto/gen/app/auth/v1/AuthService.ts';
import type { SchedulerDeps } from '../domain/deps.ts';
import { eraseSender } from '../domain/erase-account.ts';

/** auth.user.deleted → what the scheduler keeps about the sender goes (domain/erase-account.ts). */
export function consumeAccountDeleted(
  deps: SchedulerDeps,
  auth: Pick<AsyncClient<AuthServiceDefinition>, 'GetAccountClosure'>,
  events: ConsumerContext,
) {
  return startConsumer({
    ...events,
    service: 'scheduler',
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
      const erased = await eraseSender(deps, closure.userId);
      eventLogger.info(erased, 'closed account: schedule erased');
    },
  });
}
