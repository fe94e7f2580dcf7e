import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import { giveBackForDeletion } from '../domain/give-back-for-deletion.ts';
import type { PaymentDeps } from '../domain/payment-deps.ts';

const purpose = 'refunds';

/**
 * message.deleted before delivery → what was spent on it goes back to its sender: the free delivery, or the
 * payment. Both are idempotent, so a redelivered event gives nothing back twice.
 */
export function consumeMessageDeleted(deps: PaymentDeps, events: ConsumerContext) {
  return startConsumer({
    ...events,
    service: 'payment',
    purpose,
    producer: 'message',
    types: ['message.deleted'],
    async handle(event, eventLogger) {
      if (event.type !== 'message.deleted') return;
      const given = await giveBackForDeletion(deps, { id: event.id, ...event.payload }, purpose);
      if (!given) eventLogger.warn('a deletion the message service did not make; ignored');
      if (given?.freeDelivery) eventLogger.info('free delivery given back');
      if (given?.payment === 'refunded') eventLogger.info('payment refunded');
    },
  });
}
