import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMigratedTestDatabase } from '@app/db/test-database';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSchedulerDb, type SchedulerDb } from '../src/db/client.ts';
import type { SchedulerDeps } from '../src/domain/deps.ts';
import { dispatchDueDeliveries } from '../src/domain/dispatch-due-deliveries.ts';
import { cancelDelivery, planDelivery } from '../src/domain/plan-delivery.ts';
import { createPublicKey } from 'node:crypto';
import { createServiceIdentity, isVouchedFor } from '@app/platform/service-identity';
import { generateServiceKey, parseSigningKey } from '@app/platform/service-keys';
import { deliveryDueStatement } from '@app/proto/events';

const schedulerKey = generateServiceKey().signingKey;
const schedulerIdentity = createServiceIdentity('scheduler', schedulerKey);

const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'prisma');
const consumer = 'delivery-plans';
let db: SchedulerDb;
let sql: pg.Pool;
let drop: () => Promise<void>;
let database: { url: string };
// The scheduler's clock, moved by the tests.
let now = new Date('2026-11-22T10:00:00Z');
let kicks = 0;
let deps: SchedulerDeps;

beforeAll(async () => {
  const created = await createMigratedTestDatabase(prismaDir, 'scheduler_plan');
  database = created;
  drop = created.drop;
  db = connectSchedulerDb(created.url);
  sql = new pg.Pool({ connectionString: created.url, max: 4 });
  deps = {
    db,
    jobsChanged: () => (kicks += 1),
    eventsWritten: () => undefined,
    identity: schedulerIdentity,
    now: () => now,
  };
});
afterAll(async () => {
  await db?.$disconnect();
  await sql?.end();
  await drop?.();
});

function ready(
  payload: { schedulingType?: 'specific_date' | 'life_proof'; deliveryDate?: string | null } = {},
) {
  return {
    id: randomUUID(),
    payload: {
      messageId: randomUUID(),
      userId: randomUUID(),
      schedulingType: payload.schedulingType ?? 'specific_date',
      deliveryDate: payload.deliveryDate ?? null,
      timeZone: 'Europe/Madrid',
      cadence: 'monthly' as const,
    },
  };
}

async function dueEventsFor(messageId: string): Promise<number> {
  const { rows } = await sql.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM outbox_event WHERE type = 'scheduler.delivery.due' AND payload->>'messageId' = $1",
    [messageId],
  );
  return rows[0]!.n;
}

async function jobOf(messageId: string) {
  const { rows } = await sql.query<{ status: string; due_at: Date }>(
    'SELECT status::text, due_at FROM delivery_job WHERE message_id = $1',
    [messageId],
  );
  return rows[0];
}

describe('delivery planning', () => {
  it('makes a message without a date due at once, and dispatches it exactly once', async () => {
    const event = ready();
    const before = kicks;
    await expect(planDelivery(deps, event, consumer)).resolves.toBe('planned');
    expect(kicks).toBe(before + 1);
    expect(await jobOf(event.payload.messageId)).toMatchObject({ status: 'pending', due_at: now });

    await dispatchDueDeliveries(deps);
    await dispatchDueDeliveries(deps);
    expect(await dueEventsFor(event.payload.messageId)).toBe(1);
    expect((await jobOf(event.payload.messageId))?.status).toBe('dispatched');
  });

  it("signs each due event with the scheduler's key, for the message service to trust it unasked", async () => {
    const event = ready();
    await planDelivery(deps, event, consumer);
    await dispatchDueDeliveries(deps);
    const { rows } = await sql.query<{ payload: { messageId: string; userId: string; proof: string } }>(
      "SELECT payload FROM outbox_event WHERE type = 'scheduler.delivery.due' AND payload->>'messageId' = $1",
      [event.payload.messageId],
    );
    const [{ payload }] = rows as [(typeof rows)[number]];
    const publicKey = createPublicKey(parseSigningKey(schedulerKey));
    const statement = deliveryDueStatement(event.payload.messageId, event.payload.userId);
    expect(payload.userId).toBe(event.payload.userId);
    expect(isVouchedFor(publicKey, 'scheduler', statement, payload.proof)).toBe(true);
    // Bound to its issuer's name too: the same bytes are no one else's statement.
    expect(isVouchedFor(publicKey, 'message', statement, payload.proof)).toBe(false);
  });

  it('ignores a ready event seen twice', async () => {
    const event = ready();
    await planDelivery(deps, event, consumer);
    await expect(planDelivery(deps, event, consumer)).resolves.toBe('repeated');
    // A second event for the same message (a retried seal) plans nothing new either.
    await planDelivery(deps, { ...event, id: randomUUID() }, consumer);
    await dispatchDueDeliveries(deps);
    expect(await dueEventsFor(event.payload.messageId)).toBe(1);
  });

  it('holds a dated message until its instant', async () => {
    const event = ready({ deliveryDate: '2026-11-23T09:30:00+01:00' });
    await planDelivery(deps, event, consumer);
    await dispatchDueDeliveries(deps);
    expect(await dueEventsFor(event.payload.messageId)).toBe(0);

    now = new Date('2026-11-23T08:29:59Z');
    await dispatchDueDeliveries(deps);
    expect(await dueEventsFor(event.payload.messageId)).toBe(0);
    now = new Date('2026-11-23T08:30:00Z');
    await dispatchDueDeliveries(deps);
    expect(await dueEventsFor(event.payload.messageId)).toBe(1);
  });

  it('never dates a proof-of-life message: it gets a switch, its first check-in the next 5th', async () => {
    const event = ready({ schedulingType: 'life_proof' });
    await expect(planDelivery(deps, event, consumer)).resolves.toBe('proof_of_life');
    expect(await jobOf(event.payload.messageId)).toBeUndefined();
    const { rows } = await sql.query<{ state: string; next_at: Date }>(
      'SELECT state::text, next_at FROM life_proof_switch WHERE message_id = $1',
      [event.payload.messageId],
    );
    // 5 December 2026, 10:00 in Madrid (UTC+1 in winter).
    expect(rows).toEqual([{ state: 'active', next_at: new Date('2026-12-05T09:00:00Z') }]);
  });

  it('drops the job of a message deleted before its turn', async () => {
    const event = ready({ deliveryDate: '2030-01-01T00:00:00Z' });
    await planDelivery(deps, event, consumer);
    await cancelDelivery(deps, event.payload.messageId);
    now = new Date('2030-01-02T00:00:00Z');
    await dispatchDueDeliveries(deps);
    expect(await jobOf(event.payload.messageId)).toBeUndefined();
    expect(await dueEventsFor(event.payload.messageId)).toBe(0);
  });

  it('lets two dispatchers run side by side without sending a job twice', async () => {
    const events = Array.from({ length: 30 }, () => ready());
    for (const event of events) await planDelivery(deps, event, consumer);
    const [a, b] = await Promise.all([dispatchDueDeliveries(deps), dispatchDueDeliveries(deps)]);
    await dispatchDueDeliveries(deps);
    expect(a + b).toBeGreaterThan(0);
    for (const event of events) expect(await dueEventsFor(event.payload.messageId)).toBe(1);
  });
});

describe('a dispatcher that dies mid-run', () => {
  it('leaves its claims to the other, which sends each message once and none before its instant', async () => {
    now = new Date('2027-03-01T10:00:00Z');
    const at = (ms: number) => new Date(now.getTime() + ms).toISOString();
    const plans = {
      past: ready({ deliveryDate: at(-86_400_000) }),
      now: ready({ deliveryDate: at(0) }),
      secondsAhead: ready({ deliveryDate: at(5_000) }),
      monthsAhead: ready({ deliveryDate: at(90 * 86_400_000) }),
    };
    for (const event of Object.values(plans)) await planDelivery(deps, event, consumer);

    // The other process, half way through its run: it has claimed what is due and not yet committed.
    const other = new pg.Client({ connectionString: database.url });
    other.on('error', () => undefined);
    await other.connect();
    await other.query('BEGIN');
    const claimed = await other.query<{ message_id: string }>(
      `SELECT message_id::text FROM delivery_job WHERE status = 'pending' AND due_at <= $1
       FOR UPDATE SKIP LOCKED`,
      [now],
    );
    expect(claimed.rows.map((row) => row.message_id)).toEqual(
      expect.arrayContaining([plans.past.payload.messageId, plans.now.payload.messageId]),
    );
    // While it holds them, this one skips them rather than sending them too.
    await dispatchDueDeliveries(deps);
    expect(await dueEventsFor(plans.past.payload.messageId)).toBe(0);

    // It dies (the database ends its session, as when its pod is killed): its claims come free.
    const { rows } = await other.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
    await sql.query('SELECT pg_terminate_backend($1)', [rows[0]!.pid]);
    await other.end().catch(() => undefined);

    await dispatchDueDeliveries(deps);
    now = new Date(now.getTime() + 5_000);
    await dispatchDueDeliveries(deps);
    expect(await jobOf(plans.monthsAhead.payload.messageId)).toMatchObject({ status: 'pending' });
    now = new Date(now.getTime() + 90 * 86_400_000);
    await dispatchDueDeliveries(deps);
    await dispatchDueDeliveries(deps);

    for (const event of Object.values(plans)) {
      expect(await dueEventsFor(event.payload.messageId)).toBe(1);
      const { rows: job } = await sql.query<{ due_at: Date; dispatched_at: Date }>(
        'SELECT due_at, dispatched_at FROM delivery_job WHERE message_id = $1',
        [event.payload.messageId],
      );
      expect(job[0]!.dispatched_at.getTime()).toBeGreaterThanOrEqual(job[0]!.due_at.getTime());
    }
  });
});
