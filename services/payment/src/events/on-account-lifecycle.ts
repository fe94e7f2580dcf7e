import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import type { AsyncClient } from '@app/platform/grpc-client';
import type { AuthServiceDefinition } from '@app/proto/gen/app/auth/v1/AuthService.ts';
import {
  eraseFreeDeliveries,
  grantWelcomeFreeDeliveries,
  type FreeDeliveryDeps,
} from '../domain/free-deliveries.ts';

const purpose = 'free-delivery-ledger';

/**
 * auth.user.registered → the welcome free deliveries enter the ledger; auth.user.deleted → the closed account's
 * ledger goes. One consumer takes both so a user's two events are handled in their order: a grant can never
 * land after the erasure.
 */
export function consumeAccountLifecycle(
  deps: FreeDeliveryDeps,
  auth: Pick<AsyncClient<AuthServiceDefinition>, 'GetAccountClosure'>,
  events: ConsumerContext,
) {
  return startConsumer({
    ...events,
    service: 'payment',
    purpose,
    producer: 'auth',
    types: ['auth.user.registered', 'auth.user.deleted'],
    async handle(event, eventLogger) {
      if (event.type === 'auth.user.registered') {
        await grantWelcomeFreeDeliveries(deps, { id: event.id, userId: event.payload.userId }, purpose);
      } else if (event.type === 'auth.user.deleted') {
        // Auth's record, not the event's word: a forged event for a live account finds none, and the letters to
        // keep are those its sender chose when closing it.
        const { closure } = await auth.GetAccountClosure({ userId: event.payload.userId });
        if (!closure) {
          eventLogger.warn('an account closure auth did not record; ignored');
          return;
        }
        const erased = await eraseFreeDeliveries(deps, closure.userId);
        eventLogger.info({ erased }, 'closed account: free-delivery ledger erased');
      }
    },
  });
}
