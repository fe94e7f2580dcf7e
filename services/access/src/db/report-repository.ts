import type { AccessDb, Prisma } from './client.ts';

type Tx = AccessDb | Prisma.TransactionClient;

export async function insertReport(
  db: Tx,
  report: { messageId: string; senderUserId: string; reason: string; details: string; shareContent: boolean },
): Promise<string> {
  const { id } = await db.messageReport.create({ data: report, select: { id: true } });
  return id;
}

/** The reports an admin has not decided yet, oldest first (the longest held). */
export function findOpenReports(db: Tx, limit: number) {
  return db.messageReport.findMany({
    where: { resolvedAt: null },
    orderBy: { createdAt: 'asc' },
    take: limit,
  });
}

export function findReport(db: Tx, id: string) {
  return db.messageReport.findUnique({ where: { id } });
}

/** Decides every open report of the message at once: one decision releases or deletes it. */
export async function resolveReportsOf(
  db: Tx,
  messageId: string,
  resolution: string,
  at: Date,
): Promise<number> {
  const { count } = await db.messageReport.updateMany({
    where: { messageId, resolvedAt: null },
    data: { resolution, resolvedAt: at },
  });
  return count;
}

/** A message that is gone takes its reports with it, decided or not. */
export async function deleteReportsOf(db: Tx, messageId: string): Promise<void> {
  await db.messageReport.deleteMany({ where: { messageId } });
}
