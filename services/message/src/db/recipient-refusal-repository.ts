import type { MessageDb, Prisma } from './client.ts';

type Tx = MessageDb | Prisma.TransactionClient;

/** Which of `senders` (user ids, or 'anonymous') the recipient behind `recipientKey` refused. */
export async function findRefusals(db: Tx, recipientKey: string, senders: string[]): Promise<string[]> {
  const rows = await db.recipientRefusal.findMany({
    where: { recipientKey, refusedSender: { in: senders } },
    select: { refusedSender: true },
  });
  return rows.map((row) => row.refusedSender);
}

export async function insertRefusal(db: Tx, recipientKey: string, refusedSender: string): Promise<void> {
  await db.recipientRefusal.createMany({ data: [{ recipientKey, refusedSender }], skipDuplicates: true });
}

export async function deleteRefusal(db: Tx, recipientKey: string, refusedSender: string): Promise<void> {
  await db.recipientRefusal.deleteMany({ where: { recipientKey, refusedSender } });
}

/** A closed account's refusals: a new account would have a new id, so they protect nobody any more. */
export async function deleteRefusalsOfSender(db: Tx, userId: string): Promise<void> {
  await db.recipientRefusal.deleteMany({ where: { refusedSender: userId } });
}

/** Which of these senders closed their account (the erasure's deletion records say so, for 35 days). */
export async function closedSenders(db: Tx, senders: string[]): Promise<Set<string>> {
  const rows = await db.messageDeletion.findMany({
    where: { userId: { in: senders }, reason: 'account' },
    select: { userId: true },
    distinct: ['userId'],
  });
  return new Set(rows.map((row) => row.userId));
}
