import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import { recordDelivered, recordDeliveryFailed } from '../domain/record-delivery-report.ts';
import type { MessageDeps } from '../domain/deps.ts';

/**
 * notification.message.delivered / notification.message.delivery_failed → what became of a released message,
 * for its sender's card (delivered: message.delivered, once). Repeats, and reports of a message deleted since,
 * change nothing.
 */
export function consumeDeliveryReports(deps: MessageDeps, events: ConsumerContext) {
  return startConsumer({
    ...events,
    service: 'message',
    purpose: 'delivery-reports',
    producer: 'notification',
    types: ['notification.message.delivered', 'notification.message.delivery_failed'],
    async handle(event, eventLogger) {
      if (event.type === 'notification.message.delivered') {
        const { messageId, userId, deliveredAt } = event.payload;
        const { deliveredNow } = await recordDelivered(deps, {
          messageId,
          userId,
          deliveredAt: new Date(deliveredAt),
        });
        if (deliveredNow) eventLogger.info('message delivered');
      } else if (event.type === 'notification.message.delivery_failed') {
        const { messageId, failedAt, cause } = event.payload;
        const { failedNow } = await recordDeliveryFailed(deps, {
          messageId,
          failedAt: new Date(failedAt),
          cause,
        });
        if (failedNow) eventLogger.info('message delivery failed');
      }
    },
  });
}
