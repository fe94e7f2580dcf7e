import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import type { AccessDeps } from '../domain/deps.ts';
import { forgetDeleted } from '../domain/forget-deleted.ts';

/** message.deleted → its attempts, grants and reaction go too (once the message service confirms it). */
export function consumeMessageDeleted(deps: AccessDeps, events: ConsumerContext) {
  return startConsumer({
    ...events,
    service: 'access',
    purpose: 'forget-deleted',
    producer: 'message',
    types: ['message.deleted'],
    async handle(event, eventLogger) {
      if (event.type !== 'message.deleted') return;
      if (!(await forgetDeleted(deps, event.payload.messageId))) {
        eventLogger.warn('a deletion the message service did not make; ignored');
      }
    },
  });
}
