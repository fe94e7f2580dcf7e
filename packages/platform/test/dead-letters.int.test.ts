// A consumer that gives up on an event keeps it in its service's own dead_letter table (the payment service's
// migrations here, as production has them), and an admin's retry hands it back to that consumer: handled once,
// however often it is retried.
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMigratedTestDatabase } from '@app/db/test-database';
import { sqlOverPool } from '@app/db/sql-over-pool';
import { testNatsUrl } from '@app/platform/test-support/test-infrastructure';
import { jetstream } from '@nats-io/jetstream';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startConsumer, type EventConsumer } from '../src/consumer.ts';
import { createEventAdmin } from '../src/event-admin.ts';
import { claimEvent } from '../src/idempotency.ts';
import { prepareEvent } from '../src/outbox.ts';
import { createLogger } from '../src/logger.ts';
import {
  connectNats,
  deadLetterStreamName,
  ensureStream,
  jetstreamManager,
  streamName,
  subjectFor,
  type NatsConnection,
} from '../src/nats.ts';
import type { SqlExecutor } from '../src/sql.ts';

const paymentPrisma = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../services/payment/prisma',
);
const prefix = `t${randomUUID().replaceAll('-', '').slice(0, 10)}`;
const logger = createLogger({ service: 'dead-letter-test', level: 'silent' });
let database: { url: string; drop: () => Promise<void> };
let pool: pg.Pool;
let nc: NatsConnection;

beforeAll(async () => {
  database = await createMigratedTestDatabase(paymentPrisma, 'dead_letters');
  pool = new pg.Pool({ connectionString: database.url });
  // What the handler does, once per event: its claim and its effect commit together.
  await pool.query('CREATE TABLE effect (event_id uuid NOT NULL)');
  nc = await connectNats(testNatsUrl, 'dead-letter-test', logger);
  await ensureStream(await jetstreamManager(nc), prefix, 'auth');
});

afterAll(async () => {
  const jsm = await jetstreamManager(nc);
  await jsm.streams.delete(streamName(prefix, 'auth')).catch(() => undefined);
  await jsm.streams.delete(deadLetterStreamName(prefix)).catch(() => undefined);
  await nc.drain();
  await pool.end();
  await database.drop();
});

async function waitFor<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  for (let i = 0; i < timeoutMs / 50; i++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Publishes an event as a relay would (its id as the message id). */
async function publish(userId: string): Promise<{ id: string; envelope: Record<string, unknown> }> {
  const event = prepareEvent('auth.user.registered', { userId });
  const envelope = {
    id: event.id,
    type: event.type,
    version: event.version,
    time: new Date().toISOString(),
    payload: JSON.parse(event.payload) as unknown,
  };
  await jetstream(nc).publish(subjectFor(prefix, event.type), JSON.stringify(envelope), { msgID: event.id });
  return { id: event.id, envelope };
}

type Row = {
  id: string;
  consumer: string;
  subject: string;
  event_id: string;
  event_type: string;
  payload: unknown;
  attempts: number;
  last_error: string;
  retried_at: Date | null;
};

const rowOf = async (eventId: string) =>
  (
    await pool.query<Row>(
      `SELECT id::text, consumer, subject, event_id::text, event_type, payload, attempts, last_error, retried_at
         FROM dead_letter WHERE event_id = $1`,
      [eventId],
    )
  ).rows[0];

const effectsOf = async (eventId: string) =>
  Number(
    (await pool.query<{ n: string }>('SELECT count(*) AS n FROM effect WHERE event_id = $1', [eventId]))
      .rows[0]!.n,
  );

describe('dead letters in the consuming service’s own database', () => {
  let consumer: EventConsumer;
  let broken = true;
  /** How many times the handler was handed each event. */
  const handed = new Map<string, number>();
  const db = () => sqlOverPool(pool);

  beforeAll(async () => {
    consumer = await startConsumer({
      nc,
      db: db(),
      prefix,
      service: 'payment',
      purpose: 'welcome',
      producer: 'auth',
      types: ['auth.user.registered'],
      logger,
      retryDelaysMs: [50],
      maxAttempts: 2,
      handle: async (event) => {
        handed.set(event.id, (handed.get(event.id) ?? 0) + 1);
        if (broken) throw new Error(`ledger unavailable for ${event.id}`);
        await db().$transaction(async (tx) => {
          if (!(await claimEvent(tx, 'welcome', event.id))) return;
          await tx.$executeRaw`INSERT INTO effect (event_id) VALUES (${event.id}::uuid)`;
        });
      },
    });
  });

  afterAll(async () => {
    await consumer.stop();
  });

  it('keeps an event that failed its last attempt in the table, whole, and a retry delivers it once', async () => {
    const { id, envelope } = await publish(randomUUID());
    const row = await waitFor(() => rowOf(id), 'the event in dead_letter');
    expect(row).toEqual({
      id: expect.any(String),
      consumer: 'welcome',
      subject: `${prefix}.auth.user.registered`,
      event_id: id,
      event_type: 'auth.user.registered',
      payload: envelope,
      attempts: 2,
      last_error: `ledger unavailable for ${id}`,
      retried_at: null,
    });
    expect(handed.get(id)).toBe(2);

    const admin = createEventAdmin({ db: db(), consumers: () => [consumer] });
    const listed = await admin.listDeadLetters(0);
    expect(listed.waiting).toBe(1);
    expect(listed.deadLetters.map((letter) => [letter.id, letter.eventId, letter.retriedAt])).toEqual([
      [row.id, id, null],
    ]);

    // Its cause not fixed yet: the retry fails, and the row says so and keeps waiting.
    await expect(admin.retryDeadLetter(row.id)).rejects.toMatchObject({
      code: 'FAILED_PRECONDITION',
      reason: 'DEAD_LETTER_RETRY_FAILED',
    });
    expect(await rowOf(id)).toMatchObject({ attempts: 3, retried_at: null });
    expect(await effectsOf(id)).toBe(0);

    broken = false;
    const retriedAt = await admin.retryDeadLetter(row.id);
    expect(await effectsOf(id)).toBe(1);
    expect((await rowOf(id))?.retried_at?.toISOString()).toBe(retriedAt.toISOString());
    expect((await admin.listDeadLetters(50)).waiting).toBe(0);

    // Retried again (a second click, another admin): the consumer drops what it has handled.
    await admin.retryDeadLetter(row.id);
    expect(handed.get(id)).toBe(5);
    expect(await effectsOf(id)).toBe(1);

    await expect(admin.retryDeadLetter(randomUUID())).rejects.toMatchObject({
      code: 'NOT_FOUND',
      reason: 'DEAD_LETTER_NOT_FOUND',
    });
    await expect(admin.retryDeadLetter('not-an-id')).rejects.toMatchObject({
      reason: 'DEAD_LETTER_NOT_FOUND',
    });
  });

  it('keeps retrying an event it cannot write to the table, and sets it aside once it can', async () => {
    let tableDown = true;
    const real = db();
    // The service's database refuses the dead letter's insert for a while (the handler's own work still fails).
    const flaky: SqlExecutor = {
      $executeRaw: (query, ...values) =>
        tableDown && query.join('').includes('INSERT INTO dead_letter')
          ? Promise.reject(new Error('database away'))
          : real.$executeRaw(query, ...values),
      $queryRaw: (query, ...values) => real.$queryRaw(query, ...values),
    };
    const attempts: string[] = [];
    const stubborn = await startConsumer({
      nc,
      db: flaky,
      prefix,
      service: 'payment',
      purpose: 'stubborn',
      producer: 'auth',
      types: ['auth.user.registered'],
      logger,
      retryDelaysMs: [50],
      maxAttempts: 2,
      handle: async (event) => {
        attempts.push(event.id);
        throw new Error('still failing');
      },
    });
    try {
      const { id } = await publish(randomUUID());
      // Past its last attempt and not set aside: the event is still handed out.
      await waitFor(
        async () => (attempts.filter((seen) => seen === id).length >= 4 ? true : undefined),
        'attempts beyond the last',
      );
      expect(await rowOf(id)).toBeUndefined();
      tableDown = false;
      const row = await waitFor(() => rowOf(id), 'the event in dead_letter once the table is back');
      expect(row.consumer).toBe('stubborn');
      expect(row.attempts).toBeGreaterThanOrEqual(4);
    } finally {
      await stubborn.stop();
    }
  });

  it('refuses a re-drive beyond the window, or from no instant', async () => {
    const admin = createEventAdmin({ db: db(), consumers: () => [] });
    await expect(
      admin.redriveOutbox(new Date(Date.now() - 36 * 86_400_000).toISOString()),
    ).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', reason: 'REDRIVE_TOO_OLD', field: 'since' });
    await expect(admin.redriveOutbox('yesterday')).rejects.toMatchObject({ reason: 'REDRIVE_SINCE_INVALID' });
    await expect(admin.redriveOutbox(new Date(Date.now() - 60_000).toISOString())).resolves.toBe(0);
  });
});
