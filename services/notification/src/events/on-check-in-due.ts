import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import { sendCheckIn, type CheckInMailDeps } from '../domain/send-check-in.ts';
import { sendContactCheck } from '../domain/send-contact-check.ts';
import { sendContactInvitation } from '../domain/send-contact-invitation.ts';
import { sendArmedReview } from '../domain/send-armed-review.ts';

/**
 * scheduler.check_in.due → the proof-of-life e-mail to the message's sender; scheduler.contact_check.due →
 * the question to its trusted contact; scheduler.contact_invitation.due → the contact's invitation to the
 * role; scheduler.review.due → the sender's twice-yearly review of what is armed. One consumer: all are the
 * switches' e-mails, in their order.
 */
export function consumeCheckInsDue(deps: CheckInMailDeps, events: ConsumerContext) {
  return startConsumer({
    ...events,
    service: 'notification',
    purpose: 'check-ins',
    producer: 'scheduler',
    types: [
      'scheduler.check_in.due',
      'scheduler.contact_check.due',
      'scheduler.contact_invitation.due',
      'scheduler.review.due',
    ],
    async handle(event, eventLogger) {
      if (event.type === 'scheduler.check_in.due') {
        await sendCheckIn(deps, { eventId: event.id, ...event.payload }, eventLogger);
      } else if (event.type === 'scheduler.contact_check.due') {
        await sendContactCheck(deps, { eventId: event.id, ...event.payload }, eventLogger);
      } else if (event.type === 'scheduler.contact_invitation.due') {
        await sendContactInvitation(deps, { eventId: event.id, ...event.payload }, eventLogger);
      } else if (event.type === 'scheduler.review.due') {
        await sendArmedReview(deps, { eventId: event.id, ...event.payload }, eventLogger);
      }
    },
  });
}
