import type { PaymentDb } from '../db/client.ts';
import { listDiscountCodes as discountCodesNewestFirst } from '../db/discount-code-repository.ts';

/** The admin's list: every code, newest first, expired, used-up and inactive ones too. */
export function listDiscountCodes(db: PaymentDb) {
  return discountCodesNewestFirst(db);
}
