import { writeEvent } from '@app/platform/outbox';
import { lockDueJobs, markDispatched } from '../db/delivery-job-repository.ts';
import type { SchedulerDeps } from './deps.ts';

export const DISPATCH_BATCH = 100;

/**
 * Turns due jobs into `scheduler.delivery.due` events, in the same transaction that marks them dispatched:
 * a crash either leaves a job pending (dispatched again later) or leaves its event in the outbox (relayed
 * later), never neither. Answers how many went out.
 */
export async function dispatchDueDeliveries(deps: SchedulerDeps): Promise<number> {
  const now = deps.now();
  const count = await deps.db.sql.$transaction(async (tx) => {
    const due = await lockDueJobs(tx, now, DISPATCH_BATCH);
    for (const job of due) {
      await writeEvent(tx, 'scheduler.delivery.due', { messageId: job.message_id, userId: job.user_id });
    }
    if (due.length > 0)
      await markDispatched(
        tx,
        due.map((job) => job.message_id),
        now,
      );
    return due.length;
  });
  if (count > 0) deps.eventsWritten();
  return count;
}
