import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import type { SchedulerDeps } from '../domain/deps.ts';
import { recordCheckInBounce, type BounceCheck } from '../domain/record-check-in-bounce.ts';
import { recordContactInvitationBounce } from '../domain/record-contact-invitation-bounce.ts';

/**
 * notification.check_in.bounced → the switch's timeline says the check-in never reached its sender;
 * notification.contact_invitation.bounced → the sender's card says their trusted contact was never reached.
 */
export function consumeCheckInBounces(
  deps: SchedulerDeps,
  notification: BounceCheck,
  events: ConsumerContext,
) {
  return startConsumer({
    ...events,
    service: 'scheduler',
    purpose: 'check-in-bounces',
    producer: 'notification',
    types: ['notification.check_in.bounced', 'notification.contact_invitation.bounced'],
    async handle(event, eventLogger) {
      if (event.type === 'notification.check_in.bounced') {
        const outcome = await recordCheckInBounce(deps, notification, event, 'check-in-bounces');
        if (outcome === 'recorded') eventLogger.info('a check-in bounced');
        if (outcome === 'unconfirmed')
          eventLogger.warn('a check-in bounce notification did not log; ignored');
      } else if (event.type === 'notification.contact_invitation.bounced') {
        if (await recordContactInvitationBounce(deps, notification, event, 'check-in-bounces')) {
          eventLogger.info("a trusted contact's invitation bounced");
        } else eventLogger.warn('a contact invitation bounce that changed nothing; ignored');
      }
    },
  });
}
