import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMigratedTestDatabase } from '@app/db/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectSchedulerDb, type SchedulerDb } from '../src/db/client.ts';
import type { SchedulerDeps } from '../src/domain/deps.ts';
import { dispatchDueDeliveries } from '../src/domain/dispatch-due-deliveries.ts';
import { getDeliveryBacklog } from '../src/domain/get-delivery-backlog.ts';
import { cancelDelivery, planDelivery } from '../src/domain/plan-delivery.ts';
import { createServiceIdentity } from '@app/platform/service-identity';
import { generateServiceKey } from '@app/platform/service-keys';

const schedulerIdentity = createServiceIdentity('scheduler', generateServiceKey().signingKey);

const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'prisma');
let db: SchedulerDb;
let drop: () => Promise<void>;
// The scheduler's clock, moved by the tests.
let now = new Date('2026-11-22T10:00:00Z');
let deps: SchedulerDeps;

beforeAll(async () => {
  const created = await createMigratedTestDatabase(prismaDir, 'scheduler_backlog');
  drop = created.drop;
  db = connectSchedulerDb(created.url);
  deps = {
    db,
    jobsChanged: () => undefined,
    eventsWritten: () => undefined,
    identity: schedulerIdentity,
    now: () => now,
  };
});
afterAll(async () => {
  await db?.$disconnect();
  await drop?.();
});

async function plan(schedulingType: 'specific_date' | 'life_proof', deliveryDate: string | null = null) {
  const messageId = randomUUID();
  await planDelivery(
    deps,
    {
      id: randomUUID(),
      payload: {
        messageId,
        userId: randomUUID(),
        schedulingType,
        deliveryDate,
        timeZone: 'Europe/Madrid',
        cadence: 'monthly',
      },
    },
    'delivery-plans',
  );
  return messageId;
}

describe("the admin's delivery backlog", () => {
  it('is empty on a new scheduler', async () => {
    await expect(getDeliveryBacklog(deps)).resolves.toEqual({
      datedDue: 0,
      oldestDatedDueAt: null,
      stepsDue: 0,
      oldestStepDueAt: null,
      datedScheduled: 0,
      switchesRunning: 0,
      checkedAt: now,
    });
  });

  it('counts what is due and not dispatched, from its oldest instant, until the dispatcher takes it', async () => {
    await plan('specific_date', '2026-11-23T09:30:00+01:00');
    await plan('specific_date', '2026-11-23T10:00:00+01:00');
    await plan('specific_date', '2027-05-01T10:00:00+02:00');
    const withdrawn = await plan('specific_date', '2026-11-23T09:00:00+01:00');
    await cancelDelivery(deps, withdrawn);
    // Its first check-in on 5 December, 10:00 in Madrid.
    await plan('life_proof');

    expect(await getDeliveryBacklog(deps)).toMatchObject({
      datedDue: 0,
      datedScheduled: 3,
      stepsDue: 0,
      switchesRunning: 1,
    });

    now = new Date('2026-11-23T09:15:00Z');
    expect(await getDeliveryBacklog(deps)).toMatchObject({
      datedDue: 2,
      oldestDatedDueAt: new Date('2026-11-23T08:30:00Z'),
      datedScheduled: 1,
      stepsDue: 0,
    });

    await dispatchDueDeliveries(deps);
    expect(await getDeliveryBacklog(deps)).toMatchObject({
      datedDue: 0,
      oldestDatedDueAt: null,
      datedScheduled: 1,
    });

    now = new Date('2026-12-05T09:05:00Z');
    expect(await getDeliveryBacklog(deps)).toMatchObject({
      stepsDue: 1,
      oldestStepDueAt: new Date('2026-12-05T09:00:00Z'),
      switchesRunning: 1,
    });
  });
});
