import { writeEvent } from '@app/platform/outbox';
import { markPaidRow } from '../db/message-repository.ts';
import type { MessageDeps } from './deps.ts';

/**
 * A message waiting for payment is paid: it is marked so and made ready, once. An event alone never
 * releases a message: payment, which owns the fact, is asked first.
 */
export async function markPaid(
  deps: MessageDeps,
  messageId: string,
): Promise<'ready' | 'unchanged' | 'not paid'> {
  const { paid } = await deps.payment.GetMessagePayment({ messageId });
  if (!paid) return 'not paid';
  const readyNow = await deps.db.$transaction(async (tx) => {
    const row = await markPaidRow(tx, messageId);
    if (!row) return false;
    await writeEvent(tx, 'message.ready', {
      messageId,
      userId: row.user_id,
      schedulingType: row.scheduling_type === 'life_proof' ? 'life_proof' : 'specific_date',
      deliveryDate: row.delivery_date?.toISOString() ?? null,
      timeZone: row.time_zone,
      cadence: row.life_proof_cadence,
    });
    return true;
  });
  if (readyNow) deps.eventsWritten();
  return readyNow ? 'ready' : 'unchanged';
}
