import type { SqlExecutor } from './sql.ts';

/**
 * Records that `consumer` handled `eventId`, inside the caller's transaction. Returns false when it was
 * already handled: the caller then does nothing, so a redelivered event changes nothing. Because the claim
 * commits or rolls back with the side effect, a crash mid-way leaves the event unclaimed and it is retried.
 * Every service that consumes events has the `processed_event` table in its schema.
 */
export async function claimEvent(tx: SqlExecutor, consumer: string, eventId: string): Promise<boolean> {
  const inserted = await tx.$executeRaw`
    INSERT INTO processed_event (consumer, event_id, processed_at)
    VALUES (${consumer}, ${eventId}::uuid, now())
    ON CONFLICT DO NOTHING`;
  return inserted === 1;
}

/**
 * A claim is kept a little longer than the stream keeps its event (30 days, and the outbox's 10-minute
 * de-duplication window on top): past that no redelivery can come for it to stop. Without pruning, a million
 * monthly check-ins would leave tens of millions of claims a year.
 */
export const PROCESSED_EVENT_RETENTION_DAYS = 35;
const PRUNE_BATCH = 1_000;

/** Deletes claims older than `retentionDays` before `now`, a batch at a time. Answers how many went. */
export async function pruneProcessedEvents(
  db: SqlExecutor,
  now: Date,
  retentionDays = PROCESSED_EVENT_RETENTION_DAYS,
): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  let pruned = 0;
  for (;;) {
    const deleted = await db.$executeRaw`
      DELETE FROM processed_event WHERE (consumer, event_id) IN (
        SELECT consumer, event_id FROM processed_event WHERE processed_at < ${before} LIMIT ${PRUNE_BATCH})`;
    pruned += deleted;
    if (deleted < PRUNE_BATCH) return pruned;
  }
}
