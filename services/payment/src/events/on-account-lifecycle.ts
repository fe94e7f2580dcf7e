import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
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
export function consumeAccountLifecycle(deps: FreeDeliveryDeps, events: ConsumerContext) {
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
        const erased = await eraseFreeDeliveries(deps, event.payload.userId);
        eventLogger.info({ erased }, 'closed account: free-delivery ledger erased');
      }
    },
  });
}
