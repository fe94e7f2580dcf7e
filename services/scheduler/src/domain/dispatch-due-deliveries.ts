import { prepareEvent, writeEvents } from '@app/platform/outbox';
import { deliveryDueStatement } from '@app/proto/events';
import { lockDueJobs, markDispatched } from '../db/delivery-job-repository.ts';
import type { SchedulerDeps } from './deps.ts';

export const DISPATCH_BATCH = 100;

/**
 * Turns due jobs into `scheduler.delivery.due` events (one statement for the batch), in the same transaction that
 * marks them dispatched: a crash either leaves a job pending (dispatched again later) or leaves its event in the
 * outbox (relayed later), never neither. Each event carries the scheduler's signature that it is due, so the
 * message service releases the message without asking back. Answers how many went out.
 */
export async function dispatchDueDeliveries(deps: SchedulerDeps): Promise<number> {
  const now = deps.now();
  const count = await deps.db.sql.$transaction(async (tx) => {
    const due = await lockDueJobs(tx, now, DISPATCH_BATCH);
    await writeEvents(
      tx,
      due.map(({ message_id: messageId, user_id: userId }) =>
        prepareEvent('scheduler.delivery.due', {
          messageId,
          userId,
          proof: deps.identity.vouch(deliveryDueStatement(messageId, userId)),
        }),
      ),
    );
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
