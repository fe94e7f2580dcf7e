import type { PaymentDb, Prisma } from './client.ts';

type Tx = PaymentDb | Prisma.TransactionClient;

export async function sumEntries(db: Tx, userId: string): Promise<{ total: number; hasWelcome: boolean }> {
  const [sum, welcome] = await Promise.all([
    db.freeDeliveryEntry.aggregate({ where: { userId }, _sum: { delta: true } }),
    db.freeDeliveryEntry.count({ where: { userId, reason: 'welcome' } }),
  ]);
  return { total: sum._sum.delta ?? 0, hasWelcome: welcome > 0 };
}

/** Inserts the entry unless one for the same (user, reason, reference) exists; true when inserted. */
export async function insertEntryOnce(
  db: Tx,
  entry: { userId: string; delta: number; reason: 'welcome' | 'spent' | 'refund'; reference: string },
): Promise<boolean> {
  const { count } = await db.freeDeliveryEntry.createMany({ data: [entry], skipDuplicates: true });
  return count === 1;
}

export async function hasSpentOn(db: Tx, userId: string, messageId: string): Promise<boolean> {
  return (await db.freeDeliveryEntry.count({ where: { userId, reason: 'spent', reference: messageId } })) > 0;
}
