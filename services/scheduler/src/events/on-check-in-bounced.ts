import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import type { SchedulerDeps } from '../domain/deps.ts';
import { recordCheckInBounce } from '../domain/record-check-in-bounce.ts';

/** notification.check_in.bounced → the switch's timeline says the check-in never reached its sender. */
export function consumeCheckInBounces(deps: SchedulerDeps, events: ConsumerContext) {
  return startConsumer({
    ...events,
    service: 'scheduler',
    purpose: 'check-in-bounces',
    producer: 'notification',
    types: ['notification.check_in.bounced'],
    async handle(event, eventLogger) {
      if (event.type !== 'notification.check_in.bounced') return;
      if (await recordCheckInBounce(deps, event, 'check-in-bounces')) eventLogger.info('a check-in bounced');
    },
  });
}
