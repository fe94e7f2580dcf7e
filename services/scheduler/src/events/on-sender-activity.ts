import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import { countActivityAsLife } from '../domain/count-activity-as-life.ts';
import type { SchedulerDeps } from '../domain/deps.ts';

/**
 * auth.user.signed_in and message.sealed → the sender's waiting switches are answered, where they agreed that
 * their activity counts (domain/count-activity-as-life.ts). Two durables: each reads one producer's stream.
 */
export function consumeSenderActivity(deps: SchedulerDeps, events: ConsumerContext) {
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
        const at = new Date(event.time);
        const answered = await countActivityAsLife(
          deps,
          { id: event.id, userId, at },
          'signed_in',
          'sign-ins',
        );
        if (answered > 0) eventLogger.info({ answered }, 'a sign-in answered waiting check-ins');
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
        const { userId } = event.payload;
        const at = new Date(event.time);
        const answered = await countActivityAsLife(
          deps,
          { id: event.id, userId, at },
          'message_sealed',
          'sealed-messages',
        );
        if (answered > 0) eventLogger.info({ answered }, 'a sealed message answered waiting check-ins');
      },
    }),
  ]);
}
