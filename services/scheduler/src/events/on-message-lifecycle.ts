import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import type { SchedulerDeps } from '../domain/deps.ts';
import { markLifeProofDelivered } from '../domain/end-life-proof.ts';
import { cancelForDeletion, planReadyMessage } from '../domain/plan-delivery.ts';
import { reinviteTrustedContact } from '../domain/reinvite-trusted-contact.ts';

const purpose = 'delivery-plans';

/**
 * message.ready → a delivery job or a proof-of-life switch; message.deleted → its pending job goes and its
 * switch ends; message.delivered → a released switch is marked delivered; message.trusted_contact.changed → the
 * new trusted contact is invited.
 */
export function consumeMessageLifecycle(
  deps: SchedulerDeps,
  message: Parameters<typeof planReadyMessage>[1],
  events: ConsumerContext,
) {
  return startConsumer({
    ...events,
    service: 'scheduler',
    purpose,
    producer: 'message',
    types: ['message.ready', 'message.deleted', 'message.delivered', 'message.trusted_contact.changed'],
    async handle(event, eventLogger) {
      if (event.type === 'message.ready') {
        const outcome = await planReadyMessage(deps, message, event, purpose);
        if (outcome === 'not_ready')
          eventLogger.warn('a ready event the message service does not confirm; ignored');
        else eventLogger.info({ outcome }, 'delivery planned');
      } else if (event.type === 'message.deleted') {
        if (!(await cancelForDeletion(deps, message, event.payload.messageId))) {
          eventLogger.warn('a deletion the message service did not make; ignored');
        }
      } else if (event.type === 'message.delivered') {
        await markLifeProofDelivered(deps, event.payload.messageId);
      } else if (event.type === 'message.trusted_contact.changed') {
        if (await reinviteTrustedContact(deps, event, purpose))
          eventLogger.info('the new trusted contact invited');
      }
    },
  });
}
