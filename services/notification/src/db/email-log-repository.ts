import type { NotificationDb, NotificationTx } from './client.ts';

/** The log row of an event, created on first sight; each call counts one attempt. */
export function recordAttempt(
  db: NotificationDb,
  entry: { eventId: string; kind: string; userId: string | null; messageId: string },
) {
  return db.emailLog.upsert({
    where: { eventId: entry.eventId },
    create: { ...entry, attempts: 1 },
    update: { attempts: { increment: 1 } },
    select: { id: true, status: true },
  });
}

export async function markSent(db: NotificationTx, id: string, at: Date): Promise<void> {
  await db.emailLog.update({ where: { id }, data: { status: 'sent', sentAt: at, lastError: null } });
}

export async function markSkipped(db: NotificationTx, id: string, why: string): Promise<void> {
  await db.emailLog.update({ where: { id }, data: { status: 'skipped', lastError: why } });
}

export async function recordFailure(db: NotificationDb, id: string, why: string): Promise<void> {
  await db.emailLog.update({ where: { id }, data: { lastError: why.slice(0, 500) } });
}

/** The mail server refused the e-mail for good; `why` is its reply code, never its text (which can quote the address). */
export async function markRejected(db: NotificationTx, id: string, why: string): Promise<void> {
  await db.emailLog.update({ where: { id }, data: { status: 'rejected', lastError: why } });
}
