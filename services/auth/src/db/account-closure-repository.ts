import type { Prisma } from './generated/client.ts';
import type { AuthDb } from './client.ts';

type Tx = AuthDb | Prisma.TransactionClient;

export type AccountClosureRow = { userId: string; deliverMessageIds: string[]; closedAt: Date };

export type Farewell = { email: string; name: string; language: string };

export async function recordAccountClosure(
  tx: Tx,
  closure: { userId: string; deliverMessageIds: string[]; farewell: Farewell },
): Promise<void> {
  await tx.accountClosure.create({
    data: {
      userId: closure.userId,
      deliverMessageIds: closure.deliverMessageIds,
      farewellEmail: closure.farewell.email,
      farewellName: closure.farewell.name,
      farewellLanguage: closure.farewell.language,
    },
  });
}

export async function findAccountClosure(db: Tx, userId: string): Promise<AccountClosureRow | null> {
  return db.accountClosure.findUnique({
    where: { userId },
    select: { userId: true, deliverMessageIds: true, closedAt: true },
  });
}

/** The address to confirm the erasure to, while it is still kept. */
export async function findFarewell(db: Tx, userId: string): Promise<Farewell | null> {
  const row = await db.accountClosure.findUnique({
    where: { userId },
    select: { farewellEmail: true, farewellName: true, farewellLanguage: true },
  });
  if (!row?.farewellEmail) return null;
  return { email: row.farewellEmail, name: row.farewellName ?? '', language: row.farewellLanguage ?? '' };
}

export async function clearFarewell(db: Tx, userId: string): Promise<void> {
  await db.accountClosure.updateMany({
    where: { userId },
    data: { farewellEmail: null, farewellName: null, farewellLanguage: null },
  });
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
