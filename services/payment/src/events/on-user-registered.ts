import { startConsumer } from '@app/platform/consumer';
import type { NatsConnection } from '@app/platform/nats';
import type { Logger } from '@app/platform/logger';
import { grantWelcomeFreeDeliveries, type FreeDeliveryDeps } from '../domain/free-deliveries.ts';

const purpose = 'welcome-grant';

/** auth.user.registered → the welcome free deliveries enter the ledger. */
export function consumeUserRegistered(
  deps: FreeDeliveryDeps,
  nc: NatsConnection,
  prefix: string,
  logger: Logger,
) {
  return startConsumer({
    nc,
    prefix,
    service: 'payment',
    purpose,
    producer: 'auth',
    types: ['auth.user.registered'],
    logger,
    async handle(event) {
      if (event.type !== 'auth.user.registered') return;
      await grantWelcomeFreeDeliveries(deps, { id: event.id, userId: event.payload.userId }, purpose);
    },
  });
}
