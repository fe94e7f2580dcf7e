import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import { sendCheckIn, type CheckInMailDeps } from '../domain/send-check-in.ts';
import { sendContactCheck } from '../domain/send-contact-check.ts';

/**
 * scheduler.check_in.due → the proof-of-life e-mail to the message's sender; scheduler.contact_check.due →
 * the question to its trusted contact. One consumer: both are the switch's e-mails, in the switch's order.
 */
export function consumeCheckInsDue(deps: CheckInMailDeps, events: ConsumerContext) {
  return startConsumer({
    ...events,
    service: 'notification',
    purpose: 'check-ins',
    producer: 'scheduler',
    types: ['scheduler.check_in.due', 'scheduler.contact_check.due'],
    async handle(event, eventLogger) {
      if (event.type === 'scheduler.check_in.due') {
        await sendCheckIn(deps, { eventId: event.id, ...event.payload }, eventLogger);
      } else if (event.type === 'scheduler.contact_check.due') {
        await sendContactCheck(deps, { eventId: event.id, ...event.payload }, eventLogger);
      }
    },
  });
}
