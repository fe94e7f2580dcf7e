import { startConsumer, type ConsumerContext } from '@app/platform/consumer';
import type { MessageDeps } from '../domain/deps.ts';
import { markPaid } from '../domain/mark-paid.ts';

/** payment.completed → the message is paid and goes out as a free one would (a repeat changes nothing). */
export function consumePaymentCompleted(deps: MessageDeps, events: ConsumerContext) {
  return startConsumer({
    ...events,
    service: 'message',
    purpose: 'paid-messages',
    producer: 'payment',
    types: ['payment.completed'],
    async handle(event, eventLogger) {
      if (event.type !== 'payment.completed') return;
      const outcome = await markPaid(deps, event.payload.messageId);
      if (outcome === 'not paid') eventLogger.warn('payment.completed, but payment says not paid: ignored');
      else eventLogger.info({ outcome }, 'message paid');
    },
  });
}
