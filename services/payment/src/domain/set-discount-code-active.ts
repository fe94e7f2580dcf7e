import type { PaymentDb } from '../db/client.ts';
import { notFound, uuidOrNone } from './discount-code-rules.ts';

export async function setDiscountCodeActive(db: PaymentDb, id: string, active: boolean) {
  const { count } = await db.discountCode.updateMany({ where: { id: uuidOrNone(id) }, data: { active } });
  if (count === 0) throw notFound();
  return await db.discountCode.findUniqueOrThrow({ where: { id } });
}
