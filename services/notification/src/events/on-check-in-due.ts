import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import { sendCheckIn, type CheckInMailDeps } from '../domain/send-check-in.ts';
import { sendContactCheck } from '../domain/send-contact-check.ts';
import { sendContactInvitation } from '../domain/send-contact-invitation.ts';

/**
 * scheduler.check_in.due → the proof-of-life e-mail to the message's sender; scheduler.contact_check.due →
 * the question to its trusted contact; scheduler.contact_invitation.due → the contact's invitation to the
 * role. One consumer: all are the switch's e-mails, in the switch's order.
 */
export function consumeCheckInsDue(deps: CheckInMailDeps, events: ConsumerContext) {
  return startConsumer({
    ...events,
    service: 'notification',
    purpose: 'check-ins',
    producer: 'scheduler',
    types: ['scheduler.check_in.due', 'scheduler.contact_check.due', 'scheduler.contact_invitation.due'],
    async handle(event, eventLogger) {
      if (event.type === 'scheduler.check_in.due') {
        await sendCheckIn(deps, { eventId: event.id, ...event.payload }, eventLogger);
      } else if (event.type === 'scheduler.contact_check.due') {
        await sendContactCheck(deps, { eventId: event.id, ...event.payload }, eventLogger);
      } else if (event.type === 'scheduler.contact_invitation.due') {
        await sendContactInvitation(deps, { eventId: event.id, ...event.payload }, eventLogger);
      }
    },
  });
}
