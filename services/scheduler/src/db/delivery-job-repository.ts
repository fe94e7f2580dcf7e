import type { Prisma, SchedulerDb } from './client.ts';

type Tx = SchedulerDb | Prisma.TransactionClient;

/** Plans a delivery once: a repeated ready event finds the job there and changes nothing. */
export async function insertDeliveryJob(
  db: Tx,
  job: { messageId: string; userId: string; dueAt: Date },
): Promise<void> {
  await db.deliveryJob.createMany({ data: [job], skipDuplicates: true });
}

/** A deleted message's job goes too, unless it has already been dispatched. */
export async function deletePendingJob(db: Tx, messageId: string): Promise<void> {
  await db.deliveryJob.deleteMany({ where: { messageId, status: 'pending' } });
}

/**
 * Due jobs, locked for this transaction: several scheduler replicas dispatch side by side without taking
 * the same job twice.
 */
export function lockDueJobs(db: Tx, now: Date, limit: number) {
  return db.$queryRaw<{ message_id: string; user_id: string }[]>`
    SELECT message_id::text, user_id::text FROM delivery_job
    WHERE status = 'pending' AND due_at <= ${now}
    ORDER BY due_at LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
}

/** Whether the message's delivery job has been dispatched (it was due, and the scheduler sent it out). */
export async function isDispatched(db: Tx, messageId: string): Promise<boolean> {
  const job = await db.deliveryJob.findUnique({ where: { messageId }, select: { status: true } });
  return job?.status === 'dispatched';
}

export async function markDispatched(db: Tx, messageIds: string[], at: Date): Promise<void> {
  await db.deliveryJob.updateMany({
    where: { messageId: { in: messageIds } },
    data: { status: 'dispatched', dispatchedAt: at },
  });
}
