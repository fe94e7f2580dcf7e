import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import type { MessageMailDeps } from '../domain/message-mail-deps.ts';
import { sendSuspensionNotice } from '../domain/send-suspension-notice.ts';

/** auth.user.suspended → the e-mail that tells the sender their account is suspended, and where to write. */
export function consumeAccountSuspensions(deps: MessageMailDeps, events: ConsumerContext) {
  return startConsumer({
    ...events,
    service: 'notification',
    purpose: 'account-suspensions',
    producer: 'auth',
    types: ['auth.user.suspended'],
    async handle(event, eventLogger) {
      if (event.type !== 'auth.user.suspended') return;
      await sendSuspensionNotice(deps, { eventId: event.id, userId: event.payload.userId }, eventLogger);
    },
  });
}
