import type { PaymentDb } from '../db/client.ts';
import { findPaidOrder } from '../db/order-repository.ts';

/** Whether a message is paid for, and by which order: its provider's id, or the provider when it has none. */
export async function getMessagePayment(
  db: PaymentDb,
  messageId: string,
): Promise<{ paid: boolean; orderId: string }> {
  const paid = await findPaidOrder(db, messageId);
  return { paid: paid !== null, orderId: paid ? (paid.providerOrderId ?? paid.provider) : '' };
}
