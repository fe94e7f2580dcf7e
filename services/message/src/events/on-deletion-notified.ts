import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import type { MessageDeps } from '../domain/deps.ts';
import { forgetTombstone } from '../domain/forget-tombstone.ts';

/** notification.deletion.notified → the tombstone that named who to tell is forgotten (a repeat finds none). */
export function consumeDeletionsNotified(deps: MessageDeps, events: ConsumerContext) {
  return startConsumer({
    ...events,
    service: 'message',
    purpose: 'forgotten-tombstones',
    producer: 'notification',
    types: ['notification.deletion.notified'],
    async handle(event, eventLogger) {
      if (event.type !== 'notification.deletion.notified') return;
      if ((await forgetTombstone(deps, event.payload.messageId)).forgotten)
        eventLogger.info('tombstone forgotten');
    },
  });
}
