import type { Prisma } from './generated/client.ts';
import type { AuthDb } from './client.ts';

type Tx = AuthDb | Prisma.TransactionClient;

export type AccountClosureRow = { userId: string; deliverMessageIds: string[]; closedAt: Date };

export async function recordAccountClosure(
  tx: Tx,
  closure: { userId: string; deliverMessageIds: string[] },
): Promise<void> {
  await tx.accountClosure.create({ data: closure });
}

export async function findAccountClosure(db: Tx, userId: string): Promise<AccountClosureRow | null> {
  return db.accountClosure.findUnique({ where: { userId } });
}

/** Up to `limit` records of accounts closed before `before`; answers how many went. */
export async function deleteAccountClosuresBefore(db: Tx, before: Date, limit: number): Promise<number> {
  const rows = await db.accountClosure.findMany({
    where: { closedAt: { lt: before } },
    select: { userId: true },
    take: limit,
  });
  const { count } = await db.accountClosure.deleteMany({
    where: { userId: { in: rows.map((row) => row.userId) } },
  });
  return count;
}
