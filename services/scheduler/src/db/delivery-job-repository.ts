import type { SqlExecutor } from '@app/platform/sql';
import type { Prisma, SchedulerDb } from './client.ts';

type Tx = SchedulerDb | Prisma.TransactionClient;

/** Plans a delivery once: a repeated ready event finds the job there and changes nothing. */
export async function insertDeliveryJob(
  db: Tx,
  job: { messageId: string; userId: string; dueAt: Date },
): Promise<void> {
  await db.deliveryJob.createMany({ data: [job], skipDuplicates: true });
}

/**
 * The message goes at `dueAt` (now, or the date a released proof-of-life message waits for): a new job, or its
 * pending dated job brought forward (a dispatched one is left alone: it has already gone).
 */
export async function releaseNow(
  db: SqlExecutor,
  job: { messageId: string; userId: string; dueAt: Date; createdAt: Date },
): Promise<void> {
  await db.$executeRaw`
    INSERT INTO delivery_job (message_id, user_id, due_at, status, created_at)
    VALUES (${job.messageId}::uuid, ${job.userId}::uuid, ${job.dueAt}, 'pending', ${job.createdAt})
    ON CONFLICT (message_id) DO UPDATE SET due_at = EXCLUDED.due_at
    WHERE delivery_job.status = 'pending' AND delivery_job.due_at > EXCLUDED.due_at`;
}

/**
 * A release that waited for its date is withdrawn: true when its job was still pending (a dispatcher holding
 * it makes this wait, then find it dispatched), false when it had already gone out.
 */
export async function withdrawPendingJob(db: SqlExecutor, messageId: string): Promise<boolean> {
  const deleted = await db.$executeRaw`
    DELETE FROM delivery_job WHERE message_id = ${messageId}::uuid AND status = 'pending'`;
  return deleted === 1;
}

/** A deleted message's job goes too, unless it has already been dispatched. */
export async function deletePendingJob(db: Tx, messageId: string): Promise<void> {
  await db.deliveryJob.deleteMany({ where: { messageId, status: 'pending' } });
}

/** A message erased with its sender's account: its job goes whatever its state. */
export async function deleteJobOf(db: Tx, messageId: string): Promise<void> {
  await db.deliveryJob.deleteMany({ where: { messageId } });
}

/**
 * Due jobs, locked for this transaction: several scheduler replicas dispatch side by side without taking
 * the same job twice. This, `markDispatched` and `isDispatched` run on every delivery: plain SQL (`db.sql`).
 */
export function lockDueJobs(db: SqlExecutor, now: Date, limit: number) {
  return db.$queryRaw<{ message_id: string; user_id: string }[]>`
    SELECT message_id::text, user_id::text FROM delivery_job
    WHERE status = 'pending' AND due_at <= ${now}
    ORDER BY due_at LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
}

export function findJob(db: Tx, messageId: string) {
  return db.deliveryJob.findUnique({
    where: { messageId },
    select: { userId: true, dueAt: true, dispatchedAt: true },
  });
}

/** Whether the message's delivery job has been dispatched (it was due, and the scheduler sent it out). */
export async function isDispatched(db: SqlExecutor, messageId: string): Promise<boolean> {
  const rows = await db.$queryRaw<unknown[]>`
    SELECT 1 FROM delivery_job WHERE message_id = ${messageId}::uuid AND status = 'dispatched'`;
  return rows.length === 1;
}

export async function markDispatched(db: SqlExecutor, messageIds: string[], at: Date): Promise<void> {
  await db.$executeRaw`
    UPDATE delivery_job SET status = 'dispatched', dispatched_at = ${at}
     WHERE message_id = ANY(${messageIds}::uuid[])`;
}

/** The dated deliveries not dispatched yet: how many are due (and since when), how many wait for their date. */
export async function countPendingJobs(
  db: SqlExecutor,
  now: Date,
): Promise<{ due: number; oldestDueAt: Date | null; scheduled: number }> {
  const [row] = await db.$queryRaw<{ due: number; oldest: Date | null; scheduled: number }[]>`
    SELECT count(*) FILTER (WHERE due_at <= ${now})::int AS due,
           min(due_at) FILTER (WHERE due_at <= ${now}) AS oldest,
           count(*) FILTER (WHERE due_at > ${now})::int AS scheduled
    FROM delivery_job WHERE status = 'pending'`;
  return { due: row?.due ?? 0, oldestDueAt: row?.oldest ?? null, scheduled: row?.scheduled ?? 0 };
}
