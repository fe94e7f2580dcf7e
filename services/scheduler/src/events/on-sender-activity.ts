import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import { countSealAsLife, countSignInAsLife, type SignInClient } from '../domain/count-activity-as-life.ts';
import type { SchedulerDeps } from '../domain/deps.ts';
import type { FactsClient } from '../domain/message-facts.ts';

/**
 * auth.user.signed_in and message.sealed → the sender's waiting switches are answered, where they agreed that
 * their activity counts (domain/count-activity-as-life.ts), at the instant auth or the message service recorded,
 * never the event's. Two durables: each reads one producer's stream.
 */
export function consumeSenderActivity(
  deps: SchedulerDeps,
  auth: SignInClient,
  message: FactsClient,
  events: ConsumerContext,
) {
  return Promise.all([
    startConsumer({
      ...events,
      service: 'scheduler',
      purpose: 'sign-ins',
      producer: 'auth',
      types: ['auth.user.signed_in'],
      async handle(event, eventLogger) {
        if (event.type !== 'auth.user.signed_in') return;
        const { userId } = event.payload;
        const answered = await countSignInAsLife(deps, auth, { id: event.id, userId }, 'sign-ins');
        if (answered === null) eventLogger.warn('a sign-in auth did not record; ignored');
        else if (answered > 0) eventLogger.info({ answered }, 'a sign-in answered waiting check-ins');
      },
    }),
    startConsumer({
      ...events,
      service: 'scheduler',
      purpose: 'sealed-messages',
      producer: 'message',
      types: ['message.sealed'],
      async handle(event, eventLogger) {
        if (event.type !== 'message.sealed') return;
        const { userId, messageId } = event.payload;
        const answered = await countSealAsLife(
          deps,
          message,
          { id: event.id, userId, messageId },
          'sealed-messages',
        );
        if (answered === null) eventLogger.warn('a seal the message service did not record; ignored');
        else if (answered > 0) eventLogger.info({ answered }, 'a sealed message answered waiting check-ins');
      },
    }),
  ]);
}
