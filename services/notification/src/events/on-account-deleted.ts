import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import type { NotificationDb } from '../db/client.ts';
import { eraseAccount } from '../domain/erase-account.ts';

/** auth.user.deleted → the closed account's logs and letters go (domain/erase-account.ts). */
export function consumeAccountDeleted(deps: { db: NotificationDb }, events: ConsumerContext) {
  return startConsumer({
    ...events,
    service: 'notification',
    purpose: 'account-erasures',
    producer: 'auth',
    types: ['auth.user.deleted'],
    async handle(event, eventLogger) {
      if (event.type !== 'auth.user.deleted') return;
      const erased = await eraseAccount(deps, event.payload);
      eventLogger.info(erased, 'closed account: logs erased');
    },
  });
}
