import type { EventPayload } from '@app/proto/events';
import { claimEvent } from '@app/platform/idempotency';
import { deletePendingJob, insertDeliveryJob } from '../db/delivery-job-repository.ts';
import type { SchedulerDeps } from './deps.ts';

/**
 * A ready message becomes a delivery job: due at its date, or now when it has none. A proof-of-life message
 * is never due by date; its check-ins arrive with the scheduler issue, so it gets no job here.
 */
export async function planDelivery(
  deps: SchedulerDeps,
  event: { id: string; payload: EventPayload<'message.ready'> },
  consumer: string,
): Promise<'planned' | 'proof_of_life' | 'repeated'> {
  const { messageId, userId, schedulingType, deliveryDate } = event.payload;
  const outcome = await deps.db.$transaction(async (tx) => {
    if (!(await claimEvent(tx, consumer, event.id))) return 'repeated' as const;
    if (schedulingType === 'life_proof') return 'proof_of_life' as const;
    const dueAt = deliveryDate ? new Date(deliveryDate) : deps.now();
    await insertDeliveryJob(tx, { messageId, userId, dueAt });
    return 'planned' as const;
  });
  if (outcome === 'planned') deps.jobsChanged();
  return outcome;
}

/** A deleted message is never delivered. */
export async function cancelDelivery(deps: SchedulerDeps, messageId: string): Promise<void> {
  await deletePendingJob(deps.db, messageId);
}
