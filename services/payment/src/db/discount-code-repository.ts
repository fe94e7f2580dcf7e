import type { PaymentDb, Prisma } from './client.ts';

type Tx = PaymentDb | Prisma.TransactionClient;

export const listDiscountCodes = (db: Tx) => db.discountCode.findMany({ orderBy: { createdAt: 'desc' } });

export const findDiscountCode = (db: Tx, code: string) => db.discountCode.findUnique({ where: { code } });

/**
 * Takes one use of a code when it still has one (active, not expired, under its maximum): a single
 * statement, so however many payments race for the last use, exactly one gets it.
 */
export async function takeDiscountUse(db: Tx, id: string, now: Date): Promise<boolean> {
  const taken = await db.$executeRaw`
    UPDATE discount_code SET current_uses = current_uses + 1
    WHERE id = ${id}::uuid AND active
      AND (valid_until IS NULL OR valid_until > ${now})
      AND (max_uses IS NULL OR current_uses < max_uses)`;
  return taken === 1;
}

/** Gives back a use taken for a payment that did not complete. */
export async function returnDiscountUse(db: Tx, id: string): Promise<void> {
  await db.$executeRaw`
    UPDATE discount_code SET current_uses = current_uses - 1 WHERE id = ${id}::uuid AND current_uses > 0`;
}
