// The scheduler decides "due" on the database's clock, never its host's: here the host runs ten minutes ahead
// of the database (the database's clock is moved back, as `legado.clock_offset` lets a test do).
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMigratedTestDatabase } from '@app/db/test-database';
import { startDatabaseClock, type DatabaseClock } from '@app/platform/database-clock';
import { createLogger } from '@app/platform/logger';
import { createServiceIdentity } from '@app/platform/service-identity';
import { generateServiceKey } from '@app/platform/service-keys';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { connectSchedulerDb, type SchedulerDb } from '../src/db/client.ts';
import { dispatchDueDeliveries } from '../src/domain/dispatch-due-deliveries.ts';
import { planDelivery } from '../src/domain/plan-delivery.ts';
import { runDueCheckIns } from '../src/domain/run-due-check-ins.ts';

const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'prisma');
const logger = createLogger({ service: 'scheduler-clock-test', level: 'silent' });
const TEN_MINUTES = 10 * 60_000;
let db: SchedulerDb;
let sql: pg.Pool;
let clock: DatabaseClock;
let drop: () => Promise<void>;

beforeAll(async () => {
  const created = await createMigratedTestDatabase(prismaDir, 'scheduler_clock');
  drop = created.drop;
  const databaseName = new URL(created.url).pathname.slice(1);
  const admin = new pg.Client({ connectionString: created.url });
  await admin.connect();
  // Every later connection to this database sees its clock ten minutes behind this host's.
  await admin.query(`ALTER DATABASE "${databaseName}" SET legado.clock_offset = '-10 minutes'`);
  await admin.end();
  db = connectSchedulerDb(created.url);
  sql = new pg.Pool({ connectionString: created.url, max: 2 });
  clock = await startDatabaseClock(db.sql, logger, 60_000);
});

afterAll(async () => {
  await clock?.stop();
  await db?.$disconnect();
  await sql?.end();
  await drop?.();
});

it("reads the database's clock, ten minutes behind this host's", () => {
  expect(clock.offsetMs()).toBeGreaterThan(-TEN_MINUTES - 1_000);
  expect(clock.offsetMs()).toBeLessThan(-TEN_MINUTES + 1_000);
  expect(Math.abs(clock.now().getTime() - (Date.now() - TEN_MINUTES))).toBeLessThan(1_000);
});

it('dispatches a delivery only once it is due by the database, though the host says so five minutes earlier', async () => {
  const messageId = randomUUID();
  // Due five minutes ago by this host's clock: five minutes ahead by the database's.
  await sql.query(
    `INSERT INTO delivery_job (message_id, user_id, due_at, status) VALUES ($1, $2, $3, 'pending')`,
    [messageId, randomUUID(), new Date(Date.now() - 5 * 60_000)],
  );
  const deps = {
    db,
    jobsChanged: () => undefined,
    eventsWritten: () => undefined,
    identity: createServiceIdentity('scheduler', generateServiceKey().signingKey),
    now: clock.now,
  };
  await expect(dispatchDueDeliveries(deps)).resolves.toBe(0);
  const job = async () =>
    (await sql.query('SELECT status FROM delivery_job WHERE message_id = $1', [messageId])).rows[0];
  expect(await job()).toEqual({ status: 'pending' });
  expect((await sql.query('SELECT count(*)::int AS n FROM outbox_event')).rows[0].n).toBe(0);

  // Its instant comes by the database's clock: it goes.
  await sql.query(
    `UPDATE delivery_job SET due_at = legado_now() - interval '1 second' WHERE message_id = $1`,
    [messageId],
  );
  await expect(dispatchDueDeliveries(deps)).resolves.toBe(1);
  expect(await job()).toEqual({ status: 'dispatched' });
});

it('sends a check-in only once its instant comes by the database, though the host says so five minutes earlier', async () => {
  const deps = {
    db,
    jobsChanged: () => undefined,
    eventsWritten: () => undefined,
    identity: createServiceIdentity('scheduler', generateServiceKey().signingKey),
    now: clock.now,
  };
  const messageId = randomUUID();
  await planDelivery(
    deps,
    {
      id: randomUUID(),
      payload: {
        messageId,
        userId: randomUUID(),
        schedulingType: 'life_proof',
        deliveryDate: null,
        timeZone: 'Europe/Madrid',
        cadence: 'monthly',
        hasContact: false,
        deliverNotBefore: null,
      },
    },
    'delivery-plans',
  );
  const checkInsSent = async () =>
    (
      await sql.query(
        "SELECT count(*)::int AS n FROM outbox_event WHERE type = 'scheduler.check_in.due' AND payload->>'messageId' = $1",
        [messageId],
      )
    ).rows[0].n;
  const nextAt = async () =>
    (await sql.query('SELECT next_at FROM life_proof_switch WHERE message_id = $1', [messageId])).rows[0]
      .next_at as Date;
  // The first check-in is due five minutes ago by this host's clock: five minutes ahead by the database's.
  const hostDue = new Date(Date.now() - 5 * 60_000);
  await sql.query('UPDATE life_proof_switch SET next_at = $2 WHERE message_id = $1', [messageId, hostDue]);
  await expect(runDueCheckIns(deps)).resolves.toBe(0);
  expect(await checkInsSent()).toBe(0);
  expect(await nextAt()).toEqual(hostDue);

  await sql.query(
    `UPDATE life_proof_switch SET next_at = legado_now() - interval '1 second' WHERE message_id = $1`,
    [messageId],
  );
  await expect(runDueCheckIns(deps)).resolves.toBe(1);
  expect(await checkInsSent()).toBe(1);
});
