import { refundFreeDelivery } from './free-deliveries.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { refundDeletedMessage } from './refund-order.ts';

/**
 * A message.deleted event → what was spent on a message that never reached its recipient goes back: the
 * free delivery, or the payment. Who it was and whether it had been delivered come from the message
 * service's record of the deletion, not from the event (anyone on NATS could write one). Null when the
 * message service made no such deletion.
 */
export async function giveBackForDeletion(
  deps: PaymentDeps,
  event: { id: string; messageId: string },
  consumer: string,
): Promise<{ freeDelivery: boolean; payment: 'refunded' | 'nothing' } | null> {
  const { deletion } = await deps.message.GetDeletion({ messageId: event.messageId });
  if (!deletion) return null;
  const facts = {
    id: event.id,
    messageId: deletion.messageId,
    userId: deletion.userId,
    wasDelivered: deletion.wasDelivered,
  };
  return {
    // A closed account's ledger is erased: a free delivery given back would outlive it.
    freeDelivery: deletion.reason === 'account' ? false : await refundFreeDelivery(deps, facts, consumer),
    payment: await refundDeletedMessage(deps, facts),
  };
}
