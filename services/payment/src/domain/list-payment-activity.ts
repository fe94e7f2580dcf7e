import type { PaymentDb } from '../db/client.ts';
import { recentActivity } from '../db/payment-activity-repository.ts';

/** The admin's payment trail, newest first: 100 lines unless asked, never more than 500. */
export function listPaymentActivity(db: PaymentDb, requestedLimit: number) {
  const limit = Math.min(Math.max(requestedLimit || 100, 1), 500);
  return recentActivity(db, limit);
}
