import { deleteScheduleOf, deleteSenderRows } from '../db/erasure-repository.ts';
import type { SchedulerDeps } from './deps.ts';

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
    await deleteScheduleOf(tx, deletion.messageId);
    await deleteSenderRows(tx, deletion.userId);
  });
}
