import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import type { MessageDeps } from '../domain/deps.ts';
import { markRead } from '../domain/mark-read.ts';

/** access.message.seen → the message is read, and its sender told the first time (a repeat changes nothing). */
export function consumeMessageSeen(deps: MessageDeps, events: ConsumerContext) {
  return startConsumer({
    ...events,
    service: 'message',
    purpose: 'read-marks',
    producer: 'access',
    types: ['access.message.seen'],
    async handle(event, eventLogger) {
      if (event.type !== 'access.message.seen') return;
      if ((await markRead(deps, event.payload.messageId)).readNow) eventLogger.info('message marked read');
    },
  });
}
