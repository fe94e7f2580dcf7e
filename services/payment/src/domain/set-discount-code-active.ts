import type { PaymentDb } from '../db/client.ts';
import { readDiscountCode, updateDiscountCodeActive } from '../db/discount-code-repository.ts';
import { notFound, uuidOrNone } from './discount-code-rules.ts';

export async function setDiscountCodeActive(db: PaymentDb, id: string, active: boolean) {
  if (!(await updateDiscountCodeActive(db, uuidOrNone(id), active))) throw notFound();
  return await readDiscountCode(db, id);
}
