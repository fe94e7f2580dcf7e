import type { NotificationDb, NotificationTx } from './client.ts';

/** The log row of an event, created on first sight; each call counts one attempt. */
export function recordAttempt(
  db: NotificationDb,
  entry: { eventId: string; kind: string; userId: string | null; messageId: string; aboutMessageId?: string },
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

/** `forgetUser`: the account was closed meanwhile, so the row keeps no trace of whose it was. */
export async function markSkipped(
  db: NotificationTx,
  id: string,
  why: string,
  { forgetUser = false }: { forgetUser?: boolean } = {},
): Promise<void> {
  await db.emailLog.update({
    where: { id },
    data: { status: 'skipped', lastError: why, ...(forgetUser ? { userId: null } : {}) },
  });
}

export async function recordFailure(db: NotificationDb, id: string, why: string): Promise<void> {
  await db.emailLog.update({ where: { id }, data: { lastError: why.slice(0, 500) } });
}

/** The mail server refused the e-mail for good; `why` is its reply code, never its text (which can quote the address). */
export async function markRejected(db: NotificationTx, id: string, why: string): Promise<void> {
  await db.emailLog.update({ where: { id }, data: { status: 'rejected', lastError: why } });
}

/** The log row a bounce's return path names: what was sent, about what, and under which Message-ID. */
export function findEmailLog(db: NotificationDb, id: string) {
  return db.emailLog.findUnique({
    where: { id },
    select: {
      id: true,
      eventId: true,
      kind: true,
      userId: true,
      status: true,
      messageId: true,
      aboutMessageId: true,
    },
  });
}

/**
 * A sent e-mail came back for good; `status` is the report's (5.1.1), never its text. False when it was not
 * (or no longer) marked sent: a second report of the same bounce changes nothing.
 */
export async function markBounced(db: NotificationTx, id: string, status: string): Promise<boolean> {
  const { count } = await db.emailLog.updateMany({
    where: { id, status: 'sent' },
    data: { status: 'bounced', lastError: `DSN ${status}` },
  });
  return count === 1;
}
