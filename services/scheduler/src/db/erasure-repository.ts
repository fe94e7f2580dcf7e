import type { Prisma, SchedulerDb } from './client.ts';

type Tx = SchedulerDb | Prisma.TransactionClient;

/** A message's job and switch, whatever their state; the switch takes its check-ins, links, steps and invitation. */
export async function deleteScheduleOf(db: Tx, messageId: string): Promise<void> {
  await db.deliveryJob.deleteMany({ where: { messageId } });
  await db.lifeProofSwitch.deleteMany({ where: { messageId } });
}

/**
 * What the scheduler keeps about a sender rather than a message: their review, their choice about signs of life,
 * and every switch of theirs (none outlives an account: a dated message's reminders would ask nobody).
 */
export async function deleteSenderRows(db: Tx, userId: string): Promise<{ switches: number }> {
  await db.armedReview.deleteMany({ where: { userId } });
  await db.lifeSignPreference.deleteMany({ where: { userId } });
  const { count } = await db.lifeProofSwitch.deleteMany({ where: { userId } });
  return { switches: count };
}
