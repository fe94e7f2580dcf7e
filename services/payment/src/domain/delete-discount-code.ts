import type { PaymentDb } from '../db/client.ts';
import { deleteDiscountCodeRow } from '../db/discount-code-repository.ts';
import { notFound, uuidOrNone } from './discount-code-rules.ts';

/** Orders keep the code's text and percentage, so deleting a code changes no past payment. */
export async function deleteDiscountCode(db: PaymentDb, id: string): Promise<void> {
  if (!(await deleteDiscountCodeRow(db, uuidOrNone(id)))) throw notFound();
}
