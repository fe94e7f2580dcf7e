import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import type { SchedulerDeps } from '../domain/deps.ts';
import { markLifeProofDeliveredIfTrue } from '../domain/end-life-proof.ts';
import type { FactsClient } from '../domain/message-facts.ts';
import { cancelForDeletion, planReadyMessage } from '../domain/plan-delivery.ts';
import { reinviteIfChanged } from '../domain/reinvite-trusted-contact.ts';

const purpose = 'delivery-plans';

/**
 * message.ready → a delivery job or a proof-of-life switch; message.deleted → its pending job goes and its
 * switch ends; message.delivered → a released switch is marked delivered; message.trusted_contact.changed → the
 * new trusted contact is invited. Each checked with the message service's own record first.
 */
export function consumeMessageLifecycle(
  deps: SchedulerDeps,
  message: Parameters<typeof planReadyMessage>[1] & FactsClient,
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
        if (!(await markLifeProofDeliveredIfTrue(deps, message, event.payload))) {
          eventLogger.warn('a delivery the message service did not record; ignored');
        }
      } else if (event.type === 'message.trusted_contact.changed') {
        if (await reinviteIfChanged(deps, message, event, purpose))
          eventLogger.info('the new trusted contact invited');
        else eventLogger.warn('a contact change with nothing to invite for; ignored');
      }
    },
  });
}
