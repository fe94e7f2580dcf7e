import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import type { MessageDeps } from '../domain/deps.ts';
import { markLocked } from '../domain/mark-locked.ts';

/** access.message.locked → the message is marked locked for its sender's card (a repeat changes nothing). */
export function consumeMessageLocked(deps: MessageDeps, events: ConsumerContext) {
  return startConsumer({
    ...events,
    service: 'message',
    purpose: 'lock-marks',
    producer: 'access',
    types: ['access.message.locked'],
    async handle(event, eventLogger) {
      if (event.type !== 'access.message.locked') return;
      if (await markLocked(deps, event.payload.messageId)) eventLogger.info('message marked locked');
    },
  });
}
