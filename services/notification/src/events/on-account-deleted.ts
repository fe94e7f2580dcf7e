import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import type { AsyncClient } from '@app/platform/grpc-client';
import type { AuthServiceDefinition } from '@app/proto/gen/app/auth/v1/AuthService.ts';
import { eraseAccount } from '../domain/erase-account.ts';
import { sendFarewell, type FarewellDeps } from '../domain/send-farewell.ts';

/**
 * auth.user.deleted → the closed account's logs and letters go (domain/erase-account.ts), then its erasure is
 * confirmed by e-mail (domain/send-farewell.ts).
 */
export function consumeAccountDeleted(
  deps: Omit<FarewellDeps, 'auth'>,
  auth: Pick<AsyncClient<AuthServiceDefinition>, 'GetAccountClosure' | 'GetFarewell' | 'ForgetFarewell'>,
  events: ConsumerContext,
) {
  return startConsumer({
    ...events,
    service: 'notification',
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
      const erased = await eraseAccount(deps, closure);
      eventLogger.info(erased, 'closed account: logs erased');
      await sendFarewell({ ...deps, auth }, { eventId: event.id, userId: closure.userId }, eventLogger);
    },
  });
}
