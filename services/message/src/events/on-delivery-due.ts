import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import type { MessageDeps } from '../domain/deps.ts';
import { releaseDueMessage } from '../domain/release-message.ts';

/**
 * scheduler.delivery.due → the message is released (it opens from then on, and message.released has
 * notification write to its recipient), once the scheduler vouches for it (a repeat changes nothing).
 */
export function consumeDeliveriesDue(
  deps: MessageDeps,
  scheduler: Parameters<typeof releaseDueMessage>[1],
  events: ConsumerContext,
) {
  return startConsumer({
    ...events,
    service: 'message',
    purpose: 'deliveries',
    producer: 'scheduler',
    types: ['scheduler.delivery.due'],
    async handle(event, eventLogger) {
      if (event.type !== 'scheduler.delivery.due') return;
      const outcome = await releaseDueMessage(deps, scheduler, event.payload);
      if (outcome === 'not due') eventLogger.warn('a delivery the scheduler did not dispatch; ignored');
      else eventLogger.info({ outcome }, 'message released');
    },
  });
}
