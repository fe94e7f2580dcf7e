import type { NotificationDb, NotificationTx } from './client.ts';

export type SmsLogKind = 'phone_code' | 'last_chance';

/** The log row of an SMS an event asks for, created on first sight; each call counts one attempt. */
export function recordSmsAttempt(
  db: NotificationDb,
  entry: { eventId: string; kind: SmsLogKind; userId: string },
) {
  return db.smsLog.upsert({
    where: { eventId: entry.eventId },
    create: { ...entry, attempts: 1 },
    update: { attempts: { increment: 1 } },
    select: { id: true, status: true },
  });
}

export async function markSmsSent(
  db: NotificationDb,
  id: string,
  providerId: string,
  at: Date,
): Promise<void> {
  await db.smsLog.update({
    where: { id },
    data: { status: 'sent', providerId, sentAt: at, lastError: null },
  });
}

export async function markSmsSkipped(db: NotificationDb, id: string, why: string): Promise<void> {
  await db.smsLog.update({ where: { id }, data: { status: 'skipped', lastError: why } });
}

/** `why` is the provider's error code, never its message (which can quote the number). */
export async function markSmsRejected(db: NotificationDb, id: string, why: string): Promise<void> {
  await db.smsLog.update({ where: { id }, data: { status: 'rejected', lastError: why } });
}

export async function recordSmsFailure(db: NotificationDb, id: string, why: string): Promise<void> {
  await db.smsLog.update({ where: { id }, data: { lastError: why.slice(0, 200) } });
}

/** A closed account's SMS logs (ids and statuses, never a number or a text). */
export async function deleteSmsLogsOf(db: NotificationTx, userId: string): Promise<number> {
  const { count } = await db.smsLog.deleteMany({ where: { userId } });
  return count;
}
