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
