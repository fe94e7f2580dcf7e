import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import { grantWelcomeFreeDeliveries, type FreeDeliveryDeps } from '../domain/free-deliveries.ts';

const purpose = 'welcome-grant';

/** auth.user.registered → the welcome free deliveries enter the ledger. */
export function consumeUserRegistered(deps: FreeDeliveryDeps, events: ConsumerContext) {
  return startConsumer({
    ...events,
    service: 'payment',
    purpose,
    producer: 'auth',
    types: ['auth.user.registered'],
    async handle(event) {
      if (event.type !== 'auth.user.registered') return;
      await grantWelcomeFreeDeliveries(deps, { id: event.id, userId: event.payload.userId }, purpose);
    },
  });
}
