import { outboxTableSql } from '@app/platform/test-support/outbox-table';
import { testNatsUrl } from '@app/platform/test-support/test-infrastructure';
import { sqlOverPool } from '@app/db/sql-over-pool';
import { testServerUrl } from '@app/db/test-database';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jetstream } from '@nats-io/jetstream';
import { RedeliverLater, startConsumer } from '../src/consumer.ts';
import { claimEvent, pruneProcessedEvents } from '../src/idempotency.ts';
import { createLogger } from '../src/logger.ts';
import {
  connectNats,
  deadLetterStreamName,
  deadLetterSubject,
  jetstreamManager,
  streamName,
  subjectFor,
  type NatsConnection,
} from '../src/nats.ts';
import {
  changeWithEvent,
  changesWithEvent,
  prepareEvent,
  pruneOutbox,
  redriveOutbox,
  RedriveRefused,
  startOutboxRelay,
  writeEvent,
  writeEvents,
  type OutboxRelay,
} from '../src/outbox.ts';
import type { SqlExecutor } from '../src/sql.ts';

const adminUrl = testServerUrl;
const dbName = `platform_test_${randomUUID().slice(0, 8)}`;
const prefix = `t${randomUUID().replaceAll('-', '').slice(0, 10)}`;
const logger = createLogger({ service: 'outbox-test', level: 'silent' });
let pool: pg.Pool;
let nc: NatsConnection;

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  pool = new pg.Pool({ connectionString: url.toString() });
  await pool.query(`
    ${outboxTableSql}
    CREATE TABLE processed_event (consumer text NOT NULL, event_id uuid NOT NULL, processed_at timestamptz NOT NULL,
      PRIMARY KEY (consumer, event_id));
    CREATE TABLE effect (event_id uuid NOT NULL);
    CREATE TABLE item (id uuid PRIMARY KEY, done boolean NOT NULL DEFAULT false);`);
  nc = await connectNats(testNatsUrl, 'outbox-test', logger);
});

afterAll(async () => {
  const jsm = await jetstreamManager(nc);
  await jsm.streams.delete(streamName(prefix, 'auth')).catch(() => undefined);
  await jsm.streams.delete(deadLetterStreamName(prefix)).catch(() => undefined);
  await nc.drain();
  await pool.end();
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
});

async function waitFor<T>(probe: () => Promise<T | undefined>, what: string, timeoutMs = 10_000): Promise<T> {
  for (let i = 0; i < timeoutMs / 50; i++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('outbox relay and durable consumer', () => {
  it('publishes committed events once, never rolled-back ones, and a consumer applies each once', async () => {
    const db = sqlOverPool(pool);
    const committedUser = randomUUID();
    const committedId = await db.$transaction((tx) =>
      writeEvent(tx, 'auth.user.registered', { userId: committedUser }),
    );
    await db
      .$transaction(async (tx) => {
        await writeEvent(tx, 'auth.user.registered', { userId: randomUUID() });
        throw new Error('the state change failed');
      })
      .catch(() => undefined);

    const relay = startOutboxRelay({ db, nc, prefix, producer: 'auth', logger, pollIntervalMs: 50 });
    const seen: string[] = [];
    const consumer = await startConsumer({
      nc,
      prefix,
      service: 'payment',
      purpose: 'grant',
      producer: 'auth',
      types: ['auth.user.registered'],
      logger,
      handle: async (event) => {
        seen.push(event.id);
        await db.$transaction(async (tx) => {
          if (!(await claimEvent(tx, 'payment-grant', event.id))) return;
          await tx.$executeRaw`INSERT INTO effect (event_id) VALUES (${event.id}::uuid)`;
        });
      },
    });

    await waitFor(async () => (seen.includes(committedId) ? true : undefined), 'the event to arrive');
    // The relay marks a row once the stream has acknowledged it, which can be after the consumer has it.
    const published = await waitFor(async () => {
      const { rows } = await pool.query<{ id: string }>(
        'SELECT id::text AS id FROM outbox_event WHERE published_at IS NOT NULL',
      );
      return rows.length > 0 ? rows : undefined;
    }, 'the relay to mark what it published');
    // The rolled-back event never had a row: the committed one is all there is.
    expect(published).toEqual([{ id: committedId }]);

    // A redelivered event (the same id published again, e.g. by a relay that crashed before marking it)
    // is dropped by the stream's duplicate window or, failing that, by the consumer's claim.
    await pool.query('UPDATE outbox_event SET published_at = NULL');
    relay.kick();
    await waitFor(async () => {
      const r = await pool.query('SELECT count(*)::int AS n FROM outbox_event WHERE published_at IS NULL');
      return r.rows[0].n === 0 ? true : undefined;
    }, 're-relay');
    // Published means stored (or dropped as a duplicate) by the stream: once the consumer has nothing waiting
    // or unacknowledged, whatever the republish caused has happened.
    const jsm = await jetstreamManager(nc);
    await waitFor(async () => {
      const info = await jsm.consumers.info(streamName(prefix, 'auth'), `${prefix}-payment-grant`);
      return info.num_pending === 0 && info.num_ack_pending === 0 ? true : undefined;
    }, 'the consumer to have handled the republished event');
    const effects = await pool.query('SELECT event_id::text AS id FROM effect');
    expect(effects.rows).toEqual([{ id: committedId }]);

    await consumer.stop();
    await relay.stop();
  });

  it('keeps events in the outbox while NATS cannot take them, and relays them later', async () => {
    const db = sqlOverPool(pool);
    const offline = await connectNats(testNatsUrl, 'outbox-test-closed', logger);
    await offline.close();
    // The relay's own words say when it has tried and failed.
    const warnings: string[] = [];
    const watched = createLogger({
      service: 'outbox-test',
      level: 'warn',
      destination: { write: (line: string) => warnings.push(line) },
    });
    const id = await db.$transaction((tx) => writeEvent(tx, 'auth.user.verified', { userId: randomUUID() }));
    const relay = startOutboxRelay({
      db,
      nc: offline,
      prefix,
      producer: 'auth',
      logger: watched,
      pollIntervalMs: 50,
    });
    await waitFor(
      async () => (warnings.some((line) => line.includes('outbox relay failed')) ? true : undefined),
      'the relay to try and fail',
    );
    await relay.stop();
    // Not published, and not held either: the failed relay let go of its claim.
    const pending = await pool.query('SELECT published_at, lease_until FROM outbox_event WHERE id = $1', [
      id,
    ]);
    expect(pending.rows[0]).toEqual({ published_at: null, lease_until: null });

    const live = startOutboxRelay({ db, nc, prefix, producer: 'auth', logger, pollIntervalMs: 50 });
    await waitFor(async () => {
      const r = await pool.query('SELECT published_at FROM outbox_event WHERE id = $1', [id]);
      return r.rows[0].published_at ? true : undefined;
    }, 'the held event to be relayed');
    await live.stop();
  });

  it('leaves a row another relay claimed alone until its lease is over, then publishes it', async () => {
    const db = sqlOverPool(pool);
    const held = await writeEvent(db, 'auth.user.verified', { userId: randomUUID() });
    // As a relay that claimed it and died would leave it.
    await pool.query("UPDATE outbox_event SET lease_until = now() + interval '1 hour' WHERE id = $1", [held]);
    const free = await writeEvent(db, 'auth.user.verified', { userId: randomUUID() });
    const publishedAt = async (id: string) =>
      (await pool.query('SELECT published_at FROM outbox_event WHERE id = $1', [id])).rows[0].published_at;
    const relay = startOutboxRelay({ db, nc, prefix, producer: 'auth', logger, pollIntervalMs: 50 });
    await waitFor(async () => ((await publishedAt(free)) ? true : undefined), 'the free row to be relayed');
    // The pass that took the free row passed over the held one.
    expect(await publishedAt(held)).toBeNull();
    await pool.query("UPDATE outbox_event SET lease_until = now() - interval '1 second' WHERE id = $1", [
      held,
    ]);
    relay.kick();
    await waitFor(
      async () => ((await publishedAt(held)) ? true : undefined),
      'the held row once its lease ran out',
    );
    const after = await pool.query('SELECT lease_until FROM outbox_event WHERE id = ANY($1::uuid[])', [
      [held, free],
    ]);
    expect(after.rows).toEqual([{ lease_until: null }, { lease_until: null }]);
    await relay.stop();
  });

  /** The pool's SQL, counting the relay's statements: claims, and marks sent on their own. */
  function countingSql(onClaim: (claims: number) => void = () => {}) {
    const sql = sqlOverPool(pool);
    const counts = { claims: 0, marks: 0 };
    const db: SqlExecutor = {
      $queryRaw: (strings, ...values) => {
        if (strings.join('').includes('claim_outbox_events')) onClaim(++counts.claims);
        return sql.$queryRaw(strings, ...values);
      },
      $executeRaw: (strings, ...values) => {
        if (strings.join('').includes('SET published_at')) counts.marks += 1;
        return sql.$executeRaw(strings, ...values);
      },
    };
    return { db, counts };
  }

  // Rows other tests left unpublished would share this test's batches.
  const publishLeftovers = () =>
    pool.query('UPDATE outbox_event SET published_at = now() WHERE published_at IS NULL');

  it('marks the rows it published with its next claim while more follow at once, and on its own when none do', async () => {
    await publishLeftovers();
    const { db, counts } = countingSql();
    const ids: string[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(await writeEvent(db, 'auth.user.verified', { userId: randomUUID() }));
    const relay = startOutboxRelay({
      db,
      nc,
      prefix,
      producer: 'auth',
      logger,
      batchSize: 2,
      pollIntervalMs: 60_000,
    });
    const settled = async () => {
      const { rows } = await pool.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM outbox_event WHERE id = ANY($1::uuid[]) AND published_at IS NOT NULL AND lease_until IS NULL',
        [ids],
      );
      return rows[0]!.n === ids.length ? true : undefined;
    };
    await waitFor(settled, 'every row marked published');
    await relay.stop();
    // Two full batches, each marked by the claim after it, and the last, short one marked on its own.
    expect(counts).toEqual({ claims: 3, marks: 1 });
  });

  it('marks what it published when it stops before the round that was to mark it', async () => {
    await publishLeftovers();
    let stopping: Promise<void> | undefined;
    const started: { relay?: OutboxRelay } = {};
    const { db, counts } = countingSql((claims) => {
      if (claims === 2) stopping = started.relay!.stop();
    });
    const ids: string[] = [];
    for (let i = 0; i < 4; i++)
      ids.push(await writeEvent(db, 'auth.user.verified', { userId: randomUUID() }));
    started.relay = startOutboxRelay({
      db,
      nc,
      prefix,
      producer: 'auth',
      logger,
      batchSize: 2,
      pollIntervalMs: 60_000,
    });
    await waitFor(
      async () => (stopping ? true : undefined),
      'the relay to be stopped during its second round',
    );
    await stopping;
    // The second round's claim marked the first's rows; the stop marked the second's (full, so left for a third).
    expect(counts).toEqual({ claims: 2, marks: 1 });
    const { rows } = await pool.query(
      'SELECT published_at IS NOT NULL AS published, lease_until FROM outbox_event WHERE id = ANY($1::uuid[])',
      [ids],
    );
    expect(rows).toEqual(ids.map(() => ({ published: true, lease_until: null })));
  });

  it('hands an event whose consumer died to the next one within the ack wait, and never takes one from a slow live handler', async () => {
    const db = sqlOverPool(pool);
    const relay = startOutboxRelay({ db, nc, prefix, producer: 'auth', logger, pollIntervalMs: 50 });
    const options = {
      prefix,
      service: 'notification',
      producer: 'auth' as const,
      types: ['auth.password_reset.requested' as const],
      logger,
      ackWaitMs: 1_000,
    };
    const taken: string[] = [];
    const dying = await connectNats(testNatsUrl, 'outbox-test-dying', logger);
    await startConsumer({
      ...options,
      nc: dying,
      purpose: 'crash',
      // Takes the event and never finishes: its process is about to die.
      handle: (event) => {
        taken.push(event.id);
        return new Promise(() => undefined);
      },
    });
    const id = await db.$transaction((tx) =>
      writeEvent(tx, 'auth.password_reset.requested', { userId: randomUUID(), requestId: randomUUID() }),
    );
    await waitFor(async () => (taken.includes(id) ? true : undefined), 'the first consumer to take it');
    await dying.close();

    const handled: string[] = [];
    const survivor = await startConsumer({
      ...options,
      nc,
      purpose: 'crash',
      handle: async (event) => {
        handled.push(event.id);
      },
    });
    await waitFor(async () => (handled.includes(id) ? true : undefined), 'the survivor to get it');
    await survivor.stop();

    // A live handler slower than the ack wait keeps its event: the other replica on the same durable never
    // gets it, and the stream delivered it once.
    const slowRuns: string[] = [];
    const slowReplica = () =>
      startConsumer({
        ...options,
        nc,
        purpose: 'slow',
        handle: async (event) => {
          slowRuns.push(event.id);
          await new Promise((resolve) => setTimeout(resolve, 2_500));
        },
      });
    const [slow, other] = await Promise.all([slowReplica(), slowReplica()]);
    const jsm = await jetstreamManager(nc);
    const info = await waitFor(async () => {
      const now = await jsm.consumers.info(streamName(prefix, 'auth'), `${prefix}-notification-slow`);
      return now.ack_floor.consumer_seq > 0 && now.num_pending === 0 && now.num_ack_pending === 0
        ? now
        : undefined;
    }, 'the slow handler to finish');
    expect(info.delivered.consumer_seq).toBe(1);
    expect(slowRuns).toEqual([id]);
    await other.stop();
    await slow.stop();
    await relay.stop();
  });

  it('takes a type added to a consumer from its next start on, as the new filter says', async () => {
    const db = sqlOverPool(pool);
    const relay = startOutboxRelay({ db, nc, prefix, producer: 'auth', logger, pollIntervalMs: 50 });
    const options = {
      nc,
      prefix,
      service: 'scheduler',
      purpose: 'widened',
      producer: 'auth' as const,
      logger,
    };
    const first: string[] = [];
    // An earlier version took one type: its durable filters on that subject alone.
    const before = await startConsumer({
      ...options,
      types: ['auth.user.registered'],
      handle: async (event) => {
        first.push(event.id);
      },
    });
    const registered = await db.$transaction((tx) =>
      writeEvent(tx, 'auth.user.registered', { userId: randomUUID() }),
    );
    await waitFor(
      async () => (first.includes(registered) ? true : undefined),
      'the first version to take it',
    );
    await before.stop();

    // The next version takes a second type: the events of both reach it from then on.
    const seen: string[] = [];
    const after = await startConsumer({
      ...options,
      types: ['auth.user.registered', 'auth.user.signed_in'],
      handle: async (event) => {
        seen.push(event.type);
      },
    });
    await db.$transaction((tx) => writeEvent(tx, 'auth.user.signed_in', { userId: randomUUID() }));
    await waitFor(
      async () => (seen.includes('auth.user.signed_in') ? true : undefined),
      'the added type to arrive',
    );
    // The event the first version handled is not handed over again.
    expect(seen).toEqual(['auth.user.signed_in']);
    await after.stop();
    await relay.stop();
  });

  it('passes other types by their subject, and drops an event whose type is not its subject’s', async () => {
    const db = sqlOverPool(pool);
    const relay = startOutboxRelay({ db, nc, prefix, producer: 'auth', logger, pollIntervalMs: 50 });
    const seen: string[] = [];
    const consumer = await startConsumer({
      nc,
      prefix,
      service: 'scheduler',
      purpose: 'by-subject',
      producer: 'auth',
      types: ['auth.user.registered', 'auth.user.deleted'],
      logger,
      handle: async (event) => {
        seen.push(event.id);
      },
    });
    // In the stream in this order: a type it does not take (nor does any later test, whose new durables read
    // the stream from its start), a registration published straight to the stream on another type's subject,
    // then a real registration.
    const other = await db.$transaction((tx) =>
      writeEvent(tx, 'auth.phone_verification.requested', { userId: randomUUID(), requestId: randomUUID() }),
    );
    await waitFor(async () => {
      const { rows } = await pool.query(
        'SELECT 1 FROM outbox_event WHERE id = $1 AND published_at IS NOT NULL',
        [other],
      );
      return rows.length === 1 ? true : undefined;
    }, 'the first event to be relayed');
    const disguised = {
      id: randomUUID(),
      type: 'auth.user.registered',
      version: 1,
      time: new Date().toISOString(),
      payload: { userId: randomUUID() },
    };
    await jetstream(nc).publish(subjectFor(prefix, 'auth.user.deleted'), JSON.stringify(disguised));
    const registered = await db.$transaction((tx) =>
      writeEvent(tx, 'auth.user.registered', { userId: randomUUID() }),
    );
    await waitFor(async () => (seen.includes(registered) ? true : undefined), 'the registration');
    // (A new durable reads the stream from its start: earlier tests' registrations come too.)
    expect(seen.filter((id) => [other, disguised.id, registered].includes(id))).toEqual([registered]);
    await consumer.stop();
    await relay.stop();
  });

  it('sets an event that fails every attempt aside in the dead-letter stream, freeing its slot for the next', async () => {
    const db = sqlOverPool(pool);
    const relay = startOutboxRelay({ db, nc, prefix, producer: 'auth', logger, pollIntervalMs: 50 });
    const poisonUser = randomUUID();
    const handled: string[] = [];
    const consumer = await startConsumer({
      nc,
      prefix,
      service: 'payment',
      purpose: 'poison',
      producer: 'auth',
      types: ['auth.user.verified'],
      logger,
      retryDelaysMs: [20],
      maxAttempts: 3,
      handle: async (event) => {
        if ((event.payload as { userId: string }).userId === poisonUser)
          throw new Error(`no account ${poisonUser}`);
        handled.push(event.id);
      },
    });
    const poisonId = await db.$transaction((tx) =>
      writeEvent(tx, 'auth.user.verified', { userId: poisonUser }),
    );
    const jsm = await jetstreamManager(nc);
    const deadLetters = deadLetterStreamName(prefix);
    const setAside = await waitFor(async () => {
      const info = await jsm.streams.info(deadLetters).catch(() => undefined);
      if (!info || info.state.messages === 0) return undefined;
      const last = { last_by_subj: deadLetterSubject(prefix, 'payment', 'poison') };
      return (await jsm.streams.getMessage(deadLetters, last)) ?? undefined;
    }, 'the poison event in the dead-letter stream');
    expect(setAside.json<{ id: string }>().id).toBe(poisonId);
    expect(setAside.header.get('Dead-Letter-Subject')).toBe(`${prefix}.auth.user.verified`);
    expect(setAside.header.get('Dead-Letter-Consumer')).toBe(`${prefix}-payment-poison`);
    expect(setAside.header.get('Dead-Letter-Attempts')).toBe('3');
    expect(setAside.header.get('Dead-Letter-Error')).toBe(`no account ${poisonUser}`);

    // Its slot is free and the durable moves on: the next event is handled, nothing is left pending.
    const nextId = await db.$transaction((tx) =>
      writeEvent(tx, 'auth.user.verified', { userId: randomUUID() }),
    );
    await waitFor(async () => (handled.includes(nextId) ? true : undefined), 'the next event');
    const info = await jsm.consumers.info(streamName(prefix, 'auth'), `${prefix}-payment-poison`);
    expect(info.num_ack_pending).toBe(0);
    expect(info.num_redelivered).toBe(0);
    expect(handled).not.toContain(poisonId);
    expect((await jsm.streams.info(deadLetters)).state.messages).toBe(1);
    await consumer.stop();
    await relay.stop();
  });

  it('hands an event that came before its time out again after the delay its handler names, never set aside', async () => {
    const db = sqlOverPool(pool);
    const relay = startOutboxRelay({ db, nc, prefix, producer: 'auth', logger, pollIntervalMs: 50 });
    const deliveries: number[] = [];
    const earlyUser = randomUUID();
    const consumer = await startConsumer({
      nc,
      prefix,
      service: 'payment',
      purpose: 'early',
      producer: 'auth',
      types: ['auth.user.verified'],
      logger,
      // Had it counted as a failure, its second attempt would have been its last and set it aside.
      maxAttempts: 2,
      handle: async (event) => {
        // The stream holds earlier tests' events of this type too: they are simply handled.
        if ((event.payload as { userId: string }).userId !== earlyUser) return;
        deliveries.push(Date.now());
        if (deliveries.length < 3) throw new RedeliverLater(300, 'not yet');
      },
    });
    await db.$transaction((tx) => writeEvent(tx, 'auth.user.verified', { userId: earlyUser }));
    relay.kick();
    await waitFor(async () => (deliveries.length >= 3 ? true : undefined), 'the third delivery');
    expect(deliveries[1]! - deliveries[0]!).toBeGreaterThanOrEqual(290);
    expect(deliveries[2]! - deliveries[1]!).toBeGreaterThanOrEqual(290);
    const jsm = await jetstreamManager(nc);
    await waitFor(async () => {
      const info = await jsm.consumers.info(streamName(prefix, 'auth'), `${prefix}-payment-early`);
      return info.num_ack_pending === 0 && info.num_pending === 0 ? true : undefined;
    }, 'the event acknowledged');
    const deadLetters = await jsm.streams.info(deadLetterStreamName(prefix));
    const setAside = await jsm.streams
      .getMessage(deadLetterStreamName(prefix), {
        last_by_subj: deadLetterSubject(prefix, 'payment', 'early'),
      })
      .catch(() => null);
    expect(setAside).toBeNull();
    expect(deadLetters.config.name).toBe(deadLetterStreamName(prefix));
    await consumer.stop();
    await relay.stop();
  });

  it('works on several events at once, and on those of one account one after another, in the order they came', async () => {
    const db = sqlOverPool(pool);
    const relay = startOutboxRelay({ db, nc, prefix, producer: 'auth', logger, pollIntervalMs: 50 });
    const strangers: string[] = [randomUUID(), randomUUID(), randomUUID()];
    const regular = randomUUID();
    let strangersInside = 0;
    let mostStrangersTogether = 0;
    let allStrangersIn: () => void = () => undefined;
    const strangersMet = new Promise<void>((resolve) => (allStrangersIn = resolve));
    const regularSteps: string[] = [];
    const consumer = await startConsumer({
      nc,
      prefix,
      service: 'payment',
      purpose: 'together',
      producer: 'auth',
      types: ['auth.user.signed_in'],
      logger,
      concurrency: 4,
      handle: async (event) => {
        const { userId } = event.payload as { userId: string };
        // A new durable reads the stream from its start: earlier tests' sign-ins pass by.
        if (userId !== regular && !strangers.includes(userId)) return;
        if (userId === regular) {
          regularSteps.push(`start ${event.id}`);
          // Long enough for a second event of the account to start, were it let in.
          await new Promise((resolve) => setTimeout(resolve, 100));
          regularSteps.push(`end ${event.id}`);
          return;
        }
        strangersInside += 1;
        mostStrangersTogether = Math.max(mostStrangersTogether, strangersInside);
        if (strangersInside === strangers.length) allStrangersIn();
        // Each waits for the others to be in hand; one at a time, none would ever see them (the bound ends it).
        await Promise.race([strangersMet, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        strangersInside -= 1;
      },
    });
    const regularIds: string[] = [];
    for (const userId of strangers) {
      await db.$transaction((tx) => writeEvent(tx, 'auth.user.signed_in', { userId }));
    }
    for (let i = 0; i < 3; i++) {
      regularIds.push(
        await db.$transaction((tx) => writeEvent(tx, 'auth.user.signed_in', { userId: regular })),
      );
    }
    await waitFor(async () => (regularSteps.length === 6 ? true : undefined), "the account's three events");
    await strangersMet;
    expect(mostStrangersTogether).toBe(strangers.length);
    expect(regularSteps).toEqual(regularIds.flatMap((id) => [`start ${id}`, `end ${id}`]));
    const jsm = await jetstreamManager(nc);
    const info = await waitFor(async () => {
      const now = await jsm.consumers.info(streamName(prefix, 'auth'), `${prefix}-payment-together`);
      return now.num_ack_pending === 0 && now.num_pending === 0 ? now : undefined;
    }, 'every event acknowledged');
    expect(info.num_redelivered).toBe(0);
    await consumer.stop();
    await relay.stop();
  });

  it('holds no more events than it has slots for: the rest wait in the stream, none in the process', async () => {
    const db = sqlOverPool(pool);
    const relay = startOutboxRelay({ db, nc, prefix, producer: 'auth', logger, pollIntervalMs: 50 });
    const started: string[] = [];
    const finished: string[] = [];
    const releases: (() => void)[] = [];
    let inside = 0;
    let mostInside = 0;
    const consumer = await startConsumer({
      nc,
      prefix,
      service: 'notification',
      purpose: 'bounded',
      producer: 'auth',
      types: ['auth.email_verification.requested'],
      logger,
      concurrency: 2,
      handle: async (event) => {
        inside += 1;
        mostInside = Math.max(mostInside, inside);
        started.push(event.id);
        await new Promise<void>((resolve) => releases.push(resolve));
        inside -= 1;
        finished.push(event.id);
      },
    });
    const written = await db.$transaction(async (tx) => {
      const ids: string[] = [];
      for (let i = 0; i < 6; i++) {
        ids.push(
          await writeEvent(tx, 'auth.email_verification.requested', {
            userId: randomUUID(),
            requestId: randomUUID(),
          }),
        );
      }
      return ids;
    });
    const jsm = await jetstreamManager(nc);
    const stream = streamName(prefix, 'auth');
    const durable = `${prefix}-notification-bounded`;
    // Two in hand and no pull request left at the server: nothing more can come until one is answered.
    const full = await waitFor(async () => {
      const info = await jsm.consumers.info(stream, durable);
      return started.length === 2 && info.num_ack_pending === 2 && info.num_waiting === 0 ? info : undefined;
    }, 'both slots taken');
    expect(full.num_pending).toBe(4);

    // Each answered event frees one slot, and one more comes; all six are handled, never three at once.
    while (finished.length < written.length) {
      const before = finished.length;
      await waitFor(async () => (releases.length > 0 ? true : undefined), 'an event in hand');
      releases.shift()!();
      await waitFor(async () => (finished.length > before ? true : undefined), 'the event to finish');
    }
    expect([...finished].sort()).toEqual([...written].sort());
    expect(mostInside).toBe(2);
    await waitFor(async () => {
      const info = await jsm.consumers.info(stream, durable);
      return info.num_ack_pending === 0 && info.num_pending === 0 ? true : undefined;
    }, 'every event acknowledged');
    await consumer.stop();
    await relay.stop();
  });

  it('makes its durable again when it is deleted from under it, and goes on', async () => {
    const db = sqlOverPool(pool);
    const relay = startOutboxRelay({ db, nc, prefix, producer: 'auth', logger, pollIntervalMs: 50 });
    const seen: string[] = [];
    const consumer = await startConsumer({
      nc,
      prefix,
      service: 'notification',
      purpose: 'deleted',
      producer: 'auth',
      types: ['auth.email_verification.requested'],
      logger,
      handle: async (event) => {
        seen.push(event.id);
      },
    });
    const write = () =>
      db.$transaction((tx) =>
        writeEvent(tx, 'auth.email_verification.requested', {
          userId: randomUUID(),
          requestId: randomUUID(),
        }),
      );
    const first = await write();
    await waitFor(async () => (seen.includes(first) ? true : undefined), 'the first event');
    const jsm = await jetstreamManager(nc);
    await jsm.consumers.delete(streamName(prefix, 'auth'), `${prefix}-notification-deleted`);

    const second = await write();
    await waitFor(async () => (seen.includes(second) ? true : undefined), 'an event after the deletion');
    await consumer.stop();
    await relay.stop();
  });

  it('makes its stream again when the stream vanishes (a wiped store), and the consumer goes on from it', async () => {
    const db = sqlOverPool(pool);
    const relay = startOutboxRelay({ db, nc, prefix, producer: 'auth', logger, pollIntervalMs: 50 });
    const seen: string[] = [];
    const consumer = await startConsumer({
      nc,
      prefix,
      service: 'notification',
      purpose: 'vanished',
      producer: 'auth',
      types: ['auth.email_verification.requested'],
      logger,
      handle: async (event) => {
        seen.push(event.id);
      },
    });
    const write = () =>
      db.$transaction((tx) =>
        writeEvent(tx, 'auth.email_verification.requested', {
          userId: randomUUID(),
          requestId: randomUUID(),
        }),
      );
    const first = await write();
    relay.kick();
    await waitFor(async () => (seen.includes(first) ? true : undefined), 'the first event');
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(streamName(prefix, 'auth'));

    // The same relay, never restarted: its next publish finds no stream, and the round after makes it again.
    const second = await write();
    relay.kick();
    // A pull waiting on the deleted durable may hear of it only when it expires (30 s): then the consumer makes
    // its durable again on the new stream.
    await waitFor(
      async () => (seen.includes(second) ? true : undefined),
      'an event after the stream vanished',
      45_000,
    );
    const info = await jsm.streams.info(streamName(prefix, 'auth'));
    expect(info.config.subjects).toEqual([`${prefix}.auth.>`]);
    await consumer.stop();
    await relay.stop();
  }, 120_000);

  it('makes its stream again when it vanishes while the relay has nothing to publish', async () => {
    const db = sqlOverPool(pool);
    const relay = startOutboxRelay({
      db,
      nc,
      prefix,
      producer: 'auth',
      logger,
      pollIntervalMs: 50,
      streamCheckIntervalMs: 100,
    });
    const jsm = await jetstreamManager(nc);
    const name = streamName(prefix, 'auth');
    await waitFor(() => jsm.streams.info(name).catch(() => undefined), 'the stream at start-up');
    await jsm.streams.delete(name);
    // Nothing is written: only the relay's own check can bring the stream back for the consumers waiting on it.
    const info = await waitFor(() => jsm.streams.info(name).catch(() => undefined), 'the stream again');
    expect(info.config.subjects).toEqual([`${prefix}.auth.>`]);
    expect(info.state.messages).toBe(0);
    await relay.stop();
  });

  it('re-drives from the outbox after the stream lost everything: each effect once, nothing beyond 35 days', async () => {
    const db = sqlOverPool(pool);
    const relay = startOutboxRelay({ db, nc, prefix, producer: 'auth', logger, pollIntervalMs: 50 });
    const since = new Date(Date.now() - 1_000);
    const effects = new Map<string, number>();
    const consumer = await startConsumer({
      nc,
      prefix,
      service: 'payment',
      purpose: 'redriven',
      producer: 'auth',
      types: ['auth.user.registered'],
      logger,
      handle: async (event) => {
        await db.$transaction(async (tx) => {
          if (!(await claimEvent(tx, 'payment-redriven', event.id))) return;
          effects.set(event.id, (effects.get(event.id) ?? 0) + 1);
        });
      },
    });
    const ids = await Promise.all(
      [1, 2, 3].map(() =>
        db.$transaction((tx) => writeEvent(tx, 'auth.user.registered', { userId: randomUUID() })),
      ),
    );
    relay.kick();
    await waitFor(async () => (ids.every((id) => effects.has(id)) ? true : undefined), 'the first handling');
    await waitFor(async () => {
      const { rows } = await pool.query(
        'SELECT count(*)::int AS n FROM outbox_event WHERE id = ANY($1::uuid[]) AND published_at IS NULL',
        [ids],
      );
      return rows[0].n === 0 ? true : undefined;
    }, 'the rows marked published');

    // JetStream's store is lost: the stream and its durables are gone, the events with them.
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(streamName(prefix, 'auth'));
    await expect(
      redriveOutbox(db, new Date(Date.now() - 36 * 86_400_000), new Date()),
    ).rejects.toBeInstanceOf(RedriveRefused);
    expect(await redriveOutbox(db, since, new Date())).toBeGreaterThanOrEqual(3);
    relay.kick();
    // Back in the stream (made again by the relay), and handed to the consumer (its durable made again too).
    await waitFor(
      async () => {
        const info = await jsm.streams.info(streamName(prefix, 'auth')).catch(() => undefined);
        return info && info.state.messages >= 3 ? true : undefined;
      },
      'the re-driven events in the stream',
      45_000,
    );
    await waitFor(
      async () => {
        const info = await jsm.consumers
          .info(streamName(prefix, 'auth'), `${prefix}-payment-redriven`)
          .catch(() => undefined);
        return info && info.delivered.stream_seq >= 3 && info.num_ack_pending === 0 && info.num_pending === 0
          ? true
          : undefined;
      },
      'the consumer to have taken them again',
      45_000,
    );
    // Taken again, done once: the claims drop the copies.
    expect(ids.map((id) => effects.get(id))).toEqual([1, 1, 1]);
    await consumer.stop();
    await relay.stop();
  }, 120_000);

  it('forgets published rows past their retention, a batch at a time, and never a row not yet published', async () => {
    const now = new Date('2027-03-01T12:00:00Z');
    const day = (n: number) => new Date(now.getTime() - n * 86_400_000);
    // Rows published `publishedDaysAgo` (null: never), `count` of them in one statement; answers their ids.
    const rows = async (count: number, createdDaysAgo: number, publishedDaysAgo: number | null) => {
      const { rows: made } = await pool.query<{ id: string }>(
        `INSERT INTO outbox_event (id, type, version, payload, created_at, published_at)
         SELECT gen_random_uuid(), 'auth.user.registered', 1, jsonb_build_object('userId', gen_random_uuid()), $2, $3
         FROM generate_series(1, $1) RETURNING id::text`,
        [count, day(createdDaysAgo), publishedDaysAgo === null ? null : day(publishedDaysAgo)],
      );
      return made.map((row) => row.id);
    };
    // More than one batch of rows past their retention.
    const old = await rows(1_005, 41, 40);
    const [recent] = await rows(1, 11, 10);
    const [stuck] = await rows(1, 60, null);
    expect(await pruneOutbox(sqlOverPool(pool), now)).toBeGreaterThanOrEqual(1_005);
    const { rows: left } = await pool.query<{ id: string }>(
      'SELECT id::text FROM outbox_event WHERE id = ANY($1::uuid[])',
      [[...old, recent, stuck]],
    );
    expect(left.map((r) => r.id).sort()).toEqual([recent, stuck].sort());
    // Not for a later relay of this file to publish.
    await pool.query('DELETE FROM outbox_event WHERE id = ANY($1::uuid[])', [[recent, stuck]]);
  });

  it('forgets claims of handled events past their retention, a batch at a time, and keeps recent ones', async () => {
    const now = new Date('2027-03-01T12:00:00Z');
    const claims = async (count: number, daysAgo: number) => {
      const { rows: made } = await pool.query<{ id: string }>(
        `INSERT INTO processed_event (consumer, event_id, processed_at)
         SELECT 'prune-test', gen_random_uuid(), $2 FROM generate_series(1, $1) RETURNING event_id::text AS id`,
        [count, new Date(now.getTime() - daysAgo * 86_400_000)],
      );
      return made.map((row) => row.id);
    };
    const old = await claims(1_005, 40);
    const recent = await claims(3, 20);
    expect(await pruneProcessedEvents(sqlOverPool(pool), now)).toBeGreaterThanOrEqual(1_005);
    const { rows: left } = await pool.query<{ id: string }>(
      `SELECT event_id::text AS id FROM processed_event WHERE consumer = 'prune-test'`,
    );
    expect(left.map((r) => r.id).sort()).toEqual([...recent].sort());
    expect(old).toHaveLength(1_005);
  });

  it('writes an event with its change in one statement, and none when the change touched no row', async () => {
    const db = sqlOverPool(pool);
    const itemId = randomUUID();
    await pool.query('INSERT INTO item (id) VALUES ($1)', [itemId]);
    const markDone = (event: ReturnType<typeof prepareEvent>) =>
      changeWithEvent(
        db,
        event,
      )`UPDATE item SET done = true WHERE id = ${itemId}::uuid AND NOT done RETURNING id`;
    const first = prepareEvent('auth.user.registered', { userId: itemId });
    const again = prepareEvent('auth.user.registered', { userId: itemId });
    expect(await markDone(first)).toBe(1);
    expect(await markDone(again)).toBe(0);
    const { rows } = await pool.query(
      'SELECT id::text AS id, type, version, payload FROM outbox_event WHERE id = ANY($1::uuid[])',
      [[first.id, again.id]],
    );
    expect(rows).toEqual([
      { id: first.id, type: 'auth.user.registered', version: first.version, payload: { userId: itemId } },
    ]);
    expect((await pool.query('SELECT done FROM item WHERE id = $1', [itemId])).rows).toEqual([
      { done: true },
    ]);
  });

  it('writes a change of several parts and its event in one statement: every part runs, the event follows `changed`', async () => {
    const db = sqlOverPool(pool);
    const [target, companion, untouched] = [randomUUID(), randomUUID(), randomUUID()];
    await pool.query('INSERT INTO item (id) VALUES ($1)', [target]);
    const markDoneWith = (id: string, event: ReturnType<typeof prepareEvent> | null) =>
      changesWithEvent(db, event)`
        WITH also AS (INSERT INTO item (id, done) VALUES (${companion}::uuid, true) ON CONFLICT (id) DO NOTHING),
        changed AS (UPDATE item SET done = true WHERE id = ${id}::uuid AND NOT done RETURNING id)`;
    const first = prepareEvent('auth.user.registered', { userId: target });
    const none = prepareEvent('auth.user.registered', { userId: untouched });
    expect(await markDoneWith(target, first)).toBe(1);
    expect(await markDoneWith(untouched, none)).toBe(0);
    expect(await markDoneWith(target, null)).toBe(0);
    const { rows } = await pool.query('SELECT id::text AS id FROM outbox_event WHERE id = ANY($1::uuid[])', [
      [first.id, none.id],
    ]);
    expect(rows).toEqual([{ id: first.id }]);
    const { rows: items } = await pool.query(
      'SELECT id::text AS id, done FROM item WHERE id = ANY($1::uuid[]) ORDER BY done, id',
      [[target, companion, untouched]],
    );
    expect(items).toEqual(
      [
        { id: target, done: true },
        { id: companion, done: true },
      ].sort((a, b) => a.id.localeCompare(b.id)),
    );
  });

  it('writes several events in one statement, each with its own instant in the order given', async () => {
    const db = sqlOverPool(pool);
    const events = Array.from({ length: 5 }, () =>
      prepareEvent('auth.user.registered', { userId: randomUUID() }),
    );
    await db.$transaction((tx) => writeEvents(tx, events));
    await writeEvents(db, []);
    const { rows } = await pool.query<{ id: string; type: string; payload: unknown; created_at: Date }>(
      'SELECT id::text AS id, type, payload, created_at FROM outbox_event WHERE id = ANY($1::uuid[])',
      [events.map((event) => event.id)],
    );
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(events.map((event) => byId.get(event.id)?.payload)).toEqual(
      events.map((event) => JSON.parse(event.payload)),
    );
    const instants = events.map((event) => byId.get(event.id)!.created_at.getTime());
    expect(instants).toEqual([...instants].sort((a, b) => a - b));
  });

  it('publishes events in the order they were written, those of one transaction too', async () => {
    const db = sqlOverPool(pool);
    const users = Array.from({ length: 6 }, () => randomUUID());
    const written = await db.$transaction(async (tx) => {
      const ids: string[] = [];
      for (const userId of users) ids.push(await writeEvent(tx, 'auth.user.registered', { userId }));
      return ids;
    });
    const relay = startOutboxRelay({ db, nc, prefix, producer: 'auth', logger, pollIntervalMs: 50 });
    const seen: string[] = [];
    const consumer = await startConsumer({
      nc,
      prefix,
      service: 'payment',
      purpose: 'in-order',
      producer: 'auth',
      types: ['auth.user.registered'],
      logger,
      concurrency: 1,
      handle: async (event) => {
        if (written.includes(event.id)) seen.push(event.id);
      },
    });
    await waitFor(async () => (seen.length === written.length ? true : undefined), 'every event');
    // (When each row took its transaction's start, now(), these six went out in the order of their random ids.)
    expect(seen).toEqual(written);
    await consumer.stop();
    await relay.stop();
  });

  it('refuses a payload that does not match the catalogue', async () => {
    const db = sqlOverPool(pool);
    await expect(
      db.$transaction((tx) => writeEvent(tx, 'auth.user.registered', { userId: 'not-a-uuid' })),
    ).rejects.toThrow();
  });
});
