import { randomUUID } from 'node:crypto';
import type { EventEnvelope } from '@app/proto/events';
import { headers, type MsgHdrs } from '@nats-io/transport-node';
import type { SqlExecutor } from './sql.ts';

/** What a consumer writes beside an event it sets aside in the dead-letter stream (consumer.ts). */
export type DeadLetterFacts = {
  subject: string;
  streamSequence: number;
  consumer: string;
  attempts: number;
  error: string;
};

const header = {
  subject: 'Dead-Letter-Subject',
  streamSequence: 'Dead-Letter-Stream-Sequence',
  consumer: 'Dead-Letter-Consumer',
  attempts: 'Dead-Letter-Attempts',
  error: 'Dead-Letter-Error',
} as const;

/** Errors name ids and reasons, never content (events carry only ids); bounded all the same. */
const boundedError = (error: string) => error.slice(0, 300);

export function deadLetterHeaders(facts: DeadLetterFacts): MsgHdrs {
  const about = headers();
  about.set(header.subject, facts.subject);
  about.set(header.streamSequence, String(facts.streamSequence));
  about.set(header.consumer, facts.consumer);
  about.set(header.attempts, String(facts.attempts));
  about.set(header.error, boundedError(facts.error));
  return about;
}

/**
 * An event set aside, as the consuming service's own database keeps it (its `dead_letter` table, the same in
 * every service that consumes): the stream's copy is lost with JetStream's store, this one is not.
 */
export type StoredDeadLetter = {
  id: string;
  /** The purpose of the service's durable that gave up on it (`<prefix>-<service>-<purpose>`). */
  consumer: string;
  subject: string;
  streamSequence: number;
  eventId: string;
  eventType: string;
  attempts: number;
  lastError: string;
  setAsideAt: Date;
  /** When an admin handed it back to its consumer and the consumer took it; null until then. */
  retriedAt: Date | null;
};

export type DeadLetterToRecord = {
  consumer: string;
  subject: string;
  streamSequence: number;
  event: EventEnvelope;
  attempts: number;
  error: string;
};

/**
 * Keeps the event, whole, with where it came from and why it failed. One row per consumer and event: an event
 * set aside again (a retry that failed, a re-drive that failed again) updates its row rather than adding one.
 */
export async function recordDeadLetter(db: SqlExecutor, letter: DeadLetterToRecord): Promise<void> {
  await db.$executeRaw`
    INSERT INTO dead_letter (id, consumer, subject, stream_sequence, event_id, event_type, payload, attempts,
                             last_error, set_aside_at)
    VALUES (${randomUUID()}::uuid, ${letter.consumer}, ${letter.subject}, ${letter.streamSequence}::bigint,
            ${letter.event.id}::uuid, ${letter.event.type}, ${JSON.stringify(letter.event)}::jsonb,
            ${letter.attempts}::integer, ${boundedError(letter.error)}, now())
    ON CONFLICT (consumer, event_id) DO UPDATE SET
      subject = EXCLUDED.subject, stream_sequence = EXCLUDED.stream_sequence, payload = EXCLUDED.payload,
      attempts = EXCLUDED.attempts, last_error = EXCLUDED.last_error, set_aside_at = EXCLUDED.set_aside_at,
      retried_at = NULL`;
}

type DeadLetterRow = {
  id: string;
  consumer: string;
  subject: string;
  stream_sequence: string;
  event_id: string;
  event_type: string;
  attempts: number;
  last_error: string;
  set_aside_at: Date;
  retried_at: Date | null;
  waiting: number;
};

/**
 * The newest `limit` events set aside, newest first (retried ones too, marked), and how many still wait for a
 * retry. The payload stays in the table: the list shows where an event came from, not what it says.
 */
export async function listStoredDeadLetters(
  db: SqlExecutor,
  limit: number,
): Promise<{ deadLetters: StoredDeadLetter[]; waiting: number }> {
  // The window counts every row before LIMIT applies: one round trip for the page and the count.
  const rows = await db.$queryRaw<DeadLetterRow[]>`
    SELECT id::text AS id, consumer, subject, stream_sequence::text AS stream_sequence, event_id::text AS event_id,
           event_type, attempts, last_error, set_aside_at, retried_at,
           (count(*) FILTER (WHERE retried_at IS NULL) OVER ())::integer AS waiting
      FROM dead_letter
     ORDER BY set_aside_at DESC, id
     LIMIT ${limit}::integer`;
  return {
    waiting: rows[0]?.waiting ?? 0,
    deadLetters: rows.map((row) => ({
      id: row.id,
      consumer: row.consumer,
      subject: row.subject,
      streamSequence: Number(row.stream_sequence),
      eventId: row.event_id,
      eventType: row.event_type,
      attempts: row.attempts,
      lastError: row.last_error,
      setAsideAt: row.set_aside_at,
      retriedAt: row.retried_at,
    })),
  };
}

/** The consumer and the whole event of one row, for a retry; null when there is no such row. */
export async function findDeadLetter(
  db: SqlExecutor,
  id: string,
): Promise<{ consumer: string; event: unknown } | null> {
  const rows = await db.$queryRaw<{ consumer: string; payload: unknown }[]>`
    SELECT consumer, payload FROM dead_letter WHERE id = ${id}::uuid`;
  const row = rows[0];
  return row ? { consumer: row.consumer, event: row.payload } : null;
}

/** The consumer took the event again: answers when. */
export async function markDeadLetterRetried(db: SqlExecutor, id: string): Promise<Date> {
  const rows = await db.$queryRaw<{ retried_at: Date }[]>`
    UPDATE dead_letter SET retried_at = now() WHERE id = ${id}::uuid RETURNING retried_at`;
  return rows[0]!.retried_at;
}

/** A retry failed: the row keeps waiting, with one more attempt and the new reason. */
export async function recordDeadLetterRetryFailure(
  db: SqlExecutor,
  id: string,
  error: string,
): Promise<void> {
  await db.$executeRaw`
    UPDATE dead_letter SET attempts = attempts + 1, last_error = ${boundedError(error)} WHERE id = ${id}::uuid`;
}
