import type { PaymentDb, Prisma } from './client.ts';

type Tx = PaymentDb | Prisma.TransactionClient;

export const listDiscountCodes = (db: Tx) => db.discountCode.findMany({ orderBy: { createdAt: 'desc' } });

export const findDiscountCode = (db: Tx, code: string) => db.discountCode.findUnique({ where: { code } });

export const readDiscountCode = (db: Tx, id: string) => db.discountCode.findUniqueOrThrow({ where: { id } });

export const insertDiscountCode = (
  db: Tx,
  code: { code: string; percentage: number; maxUses: number | null; validUntil: Date | null },
) => db.discountCode.create({ data: code });

/** False when no code has that id. */
export async function updateDiscountCodeActive(db: Tx, id: string, active: boolean): Promise<boolean> {
  const { count } = await db.discountCode.updateMany({ where: { id }, data: { active } });
  return count !== 0;
}

/** False when no code has that id. */
export async function deleteDiscountCodeRow(db: Tx, id: string): Promise<boolean> {
  const { count } = await db.discountCode.deleteMany({ where: { id } });
  return count !== 0;
}

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
