import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import type { SchedulerDeps } from '../domain/deps.ts';
import { eraseSender } from '../domain/erase-account.ts';

/** auth.user.deleted → what the scheduler keeps about the sender goes (domain/erase-account.ts). */
export function consumeAccountDeleted(deps: SchedulerDeps, events: ConsumerContext) {
  return startConsumer({
    ...events,
    service: 'scheduler',
    purpose: 'account-erasures',
    producer: 'auth',
    types: ['auth.user.deleted'],
    async handle(event, eventLogger) {
      if (event.type !== 'auth.user.deleted') return;
      const erased = await eraseSender(deps, event.payload.userId);
      eventLogger.info(erased, 'closed account: schedule erased');
    },
  });
}
