import { RedeliverLater, startConsumer, type ConsumerContext } from '@app/platform/consumer';
import type { MessageDeps } from '../domain/deps.ts';
import { releaseDueMessage } from '../domain/release-message.ts';

/** The longest an early delivery waits in the stream for its date (the stream keeps events 30 days). */
const MAX_EARLY_WAIT_MS = 7 * 86_400_000;

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
      else if (typeof outcome === 'object') {
        // Within the stream's month, it waits for its date; an event that far ahead was never the scheduler's.
        if (outcome.dueInMs > MAX_EARLY_WAIT_MS)
          eventLogger.error(
            { dueInMs: outcome.dueInMs },
            'a delivery asked for long before its date; ignored',
          );
        else throw new RedeliverLater(outcome.dueInMs + 100, 'asked for before its own date');
      } else eventLogger.info({ outcome }, 'message released');
    },
  });
}
