import type { PaymentDb } from '../db/client.ts';
import { notFound, uuidOrNone } from './discount-code-rules.ts';

/** Orders keep the code's text and percentage, so deleting a code changes no past payment. */
export async function deleteDiscountCode(db: PaymentDb, id: string): Promise<void> {
  const { count } = await db.discountCode.deleteMany({ where: { id: uuidOrNone(id) } });
  if (count === 0) throw notFound();
}
