import type { Prisma } from '../db/client.ts';
import { deleteReview } from '../db/armed-review-repository.ts';
import { deleteJobOf } from '../db/delivery-job-repository.ts';
import { deleteLifeSignPreference, deleteSwitchesOf, deleteSwitchOf } from '../db/life-proof-repository.ts';
import type { SchedulerDeps } from './deps.ts';

/** What the scheduler keeps about a sender rather than a message: their review, life-sign choice and switches. */
async function deleteSenderRows(tx: Prisma.TransactionClient, userId: string): Promise<{ switches: number }> {
  await deleteReview(tx, userId);
  await deleteLifeSignPreference(tx, userId);
  return { switches: await deleteSwitchesOf(tx, userId) };
}

/**
 * auth.user.deleted → the sender's review, life-sign choice and switches go. The delivery jobs of the dated
 * messages they chose to have delivered still stay: those messages go out on their date, and the message
 * service's message.deleted (reason account) takes the jobs of all the others.
 */
export async function eraseSender(deps: Pick<SchedulerDeps, 'db'>, userId: string) {
  return deps.db.$transaction((tx) => deleteSenderRows(tx, userId));
}

/**
 * message.deleted for a closed account → not cancelled but erased: its job and its switch's whole timeline go
 * (nobody is left to read them), and with them any review a late plan gave its sender.
 */
export async function eraseMessageSchedule(
  deps: Pick<SchedulerDeps, 'db'>,
  deletion: { messageId: string; userId: string },
): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    await deleteJobOf(tx, deletion.messageId);
    await deleteSwitchOf(tx, deletion.messageId);
    await deleteSenderRows(tx, deletion.userId);
  });
}
