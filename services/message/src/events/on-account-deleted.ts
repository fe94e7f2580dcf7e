import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import type { MessageDeps } from '../domain/deps.ts';
import { eraseAccount } from '../domain/erase-account.ts';

/**
 * auth.user.deleted → the closed account's messages are deleted, but for those its sender chose to have
 * delivered still. Only auth may publish on its stream (deploy/nats/nats-permissions.ts), and the user is
 * already gone there, so the event's word is the account's own.
 */
export function consumeAccountDeleted(deps: MessageDeps, events: ConsumerContext) {
  return startConsumer({
    ...events,
    service: 'message',
    purpose: 'account-erasures',
    producer: 'auth',
    types: ['auth.user.deleted'],
    async handle(event, eventLogger) {
      if (event.type !== 'auth.user.deleted') return;
      const outcome = await eraseAccount(deps, event.payload);
      eventLogger.info(outcome, 'closed account erased');
    },
  });
}
