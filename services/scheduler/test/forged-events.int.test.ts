import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMigratedTestDatabase } from '@app/db/test-database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The real auth, payment and message services in this process, as the bff's tests run them.
import { startBackends, type Backends } from '@app/test-stack/backends';
import {
  connectMessage,
  sealedMessage,
  verifiedSender,
  type MessageClient,
} from '@app/test-stack/sealed-messages';
import { connectSchedulerDb, type SchedulerDb } from '../src/db/client.ts';
import type { SchedulerDeps } from '../src/domain/deps.ts';
import { cancelForDeletion, planDelivery, planReadyMessage } from '../src/domain/plan-delivery.ts';
import { createServiceIdentity } from '@app/platform/service-identity';
import { generateServiceKey } from '@app/platform/service-keys';

const schedulerIdentity = createServiceIdentity('scheduler', generateServiceKey().signingKey);

const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'prisma');
let backends: Backends;
let message: MessageClient;
let db: SchedulerDb;
let drop: () => Promise<void>;
let deps: SchedulerDeps;

beforeAll(async () => {
  const database = await createMigratedTestDatabase(prismaDir, 'scheduler_forged');
  drop = database.drop;
  db = connectSchedulerDb(database.url);
  deps = {
    db,
    jobsChanged: () => undefined,
    eventsWritten: () => undefined,
    identity: schedulerIdentity,
    now: () => new Date(),
  };
  backends = await startBackends('scheduler_forged');
  message = connectMessage(backends.messageAddress);
});

afterAll(async () => {
  message?.close();
  await backends?.stop();
  await db?.$disconnect();
  await drop?.();
});

describe('a message.ready the message service does not confirm', () => {
  it('plans nothing for a message still waiting for payment', async () => {
    const sender = await verifiedSender(backends, 'forged_ready');
    const { messageId } = await sealedMessage(message, sender, { deliveryMethod: 'postal' });
    const forged = { id: randomUUID(), payload: { messageId } };
    await expect(planReadyMessage(deps, message, forged, 'delivery-plans')).resolves.toBe('not_ready');
    expect(await db.deliveryJob.findUnique({ where: { messageId } })).toBeNull();
  });

  it('plans a ready message at its own date, whatever the event says', async () => {
    const sender = await verifiedSender(backends, 'lying_ready');
    const { messageId } = await sealedMessage(message, sender, { deliveryDate: '2027-01-10T09:00:00.000Z' });
    // The event claims "at once"; only the message id is taken from it.
    const lying = {
      id: randomUUID(),
      payload: { messageId, deliveryDate: null, schedulingType: 'specific_date' },
    };
    await expect(planReadyMessage(deps, message, lying, 'delivery-plans')).resolves.toBe('planned');
    expect((await db.deliveryJob.findUnique({ where: { messageId } }))?.dueAt).toEqual(
      new Date('2027-01-10T09:00:00.000Z'),
    );
  });
});

describe('a message.deleted the message service did not make', () => {
  it('drops no delivery; a real deletion does', async () => {
    const sender = await verifiedSender(backends, 'forged');
    const { messageId } = await sealedMessage(message, sender, { deliveryDate: '2027-01-10T09:00:00.000Z' });
    const payload = {
      messageId,
      userId: sender.user.id,
      schedulingType: 'specific_date' as const,
      deliveryDate: '2027-01-10T09:00:00.000Z',
      timeZone: 'Europe/Madrid',
      cadence: 'monthly' as const,
    };
    await planDelivery(deps, { id: randomUUID(), payload }, 'delivery-plans');
    const job = () => db.deliveryJob.findUnique({ where: { messageId } });

    await expect(cancelForDeletion(deps, message, messageId)).resolves.toBe(false);
    expect((await job())?.status).toBe('pending');

    await message.DeleteMessage({ owner: sender.owner, messageId });
    await expect(cancelForDeletion(deps, message, messageId)).resolves.toBe(true);
    expect(await job()).toBeNull();
  });
});

describe('a proof-of-life message', () => {
  it('gets its switch at the cadence its sender chose, read from the message service', async () => {
    const sender = await verifiedSender(backends, 'weekly_ready');
    const { messageId } = await sealedMessage(message, sender, {
      schedulingType: 'life_proof',
      lifeProofCadence: 'weekly',
    });
    await expect(
      planReadyMessage(deps, message, { id: randomUUID(), payload: { messageId } }, 'delivery-plans'),
    ).resolves.toBe('proof_of_life');
    expect((await db.lifeProofSwitch.findUnique({ where: { messageId } }))?.cadence).toBe('weekly');
  });
});

describe('events that come twice or out of order', () => {
  it('plans one job for a message.ready seen twice, under two event ids', async () => {
    const sender = await verifiedSender(backends, 'twice_ready');
    const { messageId } = await sealedMessage(message, sender, { deliveryDate: '2027-01-10T09:00:00.000Z' });
    for (const id of [randomUUID(), randomUUID()]) {
      await planReadyMessage(deps, message, { id, payload: { messageId } }, 'delivery-plans');
    }
    expect(await db.deliveryJob.count({ where: { messageId } })).toBe(1);
  });

  it('plans nothing for a message.ready that arrives after its message.deleted', async () => {
    const sender = await verifiedSender(backends, 'late_ready');
    const { messageId } = await sealedMessage(message, sender, { deliveryDate: '2027-01-10T09:00:00.000Z' });
    await message.DeleteMessage({ owner: sender.owner, messageId });
    // The deletion is handled first (nothing to drop yet), then the older ready event turns up.
    await cancelForDeletion(deps, message, messageId);
    await expect(
      planReadyMessage(deps, message, { id: randomUUID(), payload: { messageId } }, 'delivery-plans'),
    ).resolves.toBe('not_ready');
    expect(await db.deliveryJob.findUnique({ where: { messageId } })).toBeNull();
  });
});
