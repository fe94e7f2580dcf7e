import type { PaymentDb, Prisma } from './client.ts';

type Tx = PaymentDb | Prisma.TransactionClient;

/** A user's free deliveries are spent one at a time (a transaction-scoped lock on their ledger). */
export async function lockLedger(tx: Prisma.TransactionClient, userId: string): Promise<void> {
  await tx.$queryRaw`SELECT 1 FROM (SELECT pg_advisory_xact_lock(hashtext(${userId}))) AS locked`;
}

/**
 * The sum of a user's entries and whether the welcome grant is among them, read in one statement (one
 * snapshot): two separate reads could see the grant arrive between them and answer 0 to a new user.
 */
export async function sumEntries(db: Tx, userId: string): Promise<{ total: number; hasWelcome: boolean }> {
  const [row] = await db.$queryRaw<{ total: number; has_welcome: boolean }[]>`
    SELECT coalesce(sum(delta), 0)::int AS total, coalesce(bool_or(reason = 'welcome'), false) AS has_welcome
    FROM free_delivery_entry WHERE user_id = ${userId}::uuid`;
  return { total: row?.total ?? 0, hasWelcome: row?.has_welcome ?? false };
}

/** Inserts the entry unless one for the same (user, reason, reference) exists; true when inserted. */
export async function insertEntryOnce(
  db: Tx,
  entry: { userId: string; delta: number; reason: 'welcome' | 'spent' | 'refund'; reference: string },
): Promise<boolean> {
  const { count } = await db.freeDeliveryEntry.createMany({ data: [entry], skipDuplicates: true });
  return count === 1;
}

/** A user's spends on any of these messages, with when each was spent. */
export const findSpendsOn = (db: Tx, userId: string, messageIds: string[]) =>
  db.freeDeliveryEntry.findMany({
    where: { userId, reason: 'spent', reference: { in: messageIds } },
    select: { reference: true, createdAt: true },
  });

export async function hasSpentOn(db: Tx, userId: string, messageId: string): Promise<boolean> {
  return (await db.freeDeliveryEntry.count({ where: { userId, reason: 'spent', reference: messageId } })) > 0;
}

export async function deleteEntriesOf(db: Tx, userId: string): Promise<number> {
  const { count } = await db.freeDeliveryEntry.deleteMany({ where: { userId } });
  return count;
}
