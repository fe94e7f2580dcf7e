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
import { countSealAsLife, countSignInAsLife } from '../src/domain/count-activity-as-life.ts';
import { markLifeProofDeliveredIfTrue } from '../src/domain/end-life-proof.ts';
import { reinviteIfChanged } from '../src/domain/reinvite-trusted-contact.ts';
import { runDueCheckIns } from '../src/domain/run-due-check-ins.ts';
import { createTestClient } from '@app/platform/test-support/test-keys';
import { services } from '@app/proto/services';
import { openMessage } from '@app/test-stack/sealed-messages';
import { createServiceIdentity } from '@app/platform/service-identity';
import { generateServiceKey } from '@app/platform/service-keys';

const schedulerIdentity = createServiceIdentity('scheduler', generateServiceKey().signingKey);

const prismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'prisma');
let backends: Backends;
let message: MessageClient;
let db: SchedulerDb;
let drop: () => Promise<void>;
let deps: SchedulerDeps;
let auth: ReturnType<typeof connectAuth>;
// The tests of switches move this clock; the others run on the wall's.
let clock: Date | null = null;
const connectAuth = (address: string) => createTestClient(services.auth(), 'auth', address);

beforeAll(async () => {
  const database = await createMigratedTestDatabase(prismaDir, 'scheduler_forged');
  drop = database.drop;
  db = connectSchedulerDb(database.url);
  deps = {
    db,
    jobsChanged: () => undefined,
    eventsWritten: () => undefined,
    identity: schedulerIdentity,
    now: () => clock ?? new Date(),
  };
  backends = await startBackends('scheduler_forged');
  message = connectMessage(backends.messageAddress);
  auth = connectAuth(backends.authAddress);
});

afterAll(async () => {
  auth?.close();
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

const days = (count: number) => count * 86_400_000;
const stateOf = async (messageId: string) =>
  (await db.lifeProofSwitch.findUniqueOrThrow({ where: { messageId } })).state;

/**
 * A weekly proof-of-life switch of a new sender, started 40 days ago and waiting for its first check-in's answer
 * since `waitingSince` (both before any sign-in of theirs).
 */
async function waitingSwitch(
  label: string,
  options: { trustedContact?: { name: string; email: string } } = {},
) {
  const sender = await verifiedSender(backends, label);
  const { messageId } = await sealedMessage(message, sender, {
    schedulingType: 'life_proof',
    lifeProofCadence: 'weekly',
    ...options,
  });
  clock = new Date(Date.now() - days(40));
  await planReadyMessage(deps, message, { id: randomUUID(), payload: { messageId } }, 'delivery-plans');
  const started = await db.lifeProofSwitch.findUniqueOrThrow({ where: { messageId } });
  clock = new Date(started.nextAt!.getTime() + 60_000);
  await runDueCheckIns(deps);
  expect(await stateOf(messageId)).toBe('check_in_sent');
  return { sender, messageId, userId: sender.user.id };
}

/** The next check-in, sent a month from now: after every sign-in and seal the test made. */
async function nextCheckInLater(messageId: string) {
  clock = new Date(Date.now() + days(30));
  await runDueCheckIns(deps);
  expect(await stateOf(messageId)).toBe('check_in_sent');
}

describe('an auth.user.signed_in auth did not record', () => {
  it('answers no check-in; a true sign-in does, and a forged event after it answers only what it answered', async () => {
    const { sender, messageId, userId } = await waitingSwitch('forged_sign_in');
    // What anyone with auth's NATS identity could publish: no sign-in is recorded, so nothing is answered.
    await expect(countSignInAsLife(deps, auth, { id: randomUUID(), userId }, 'sign-ins')).resolves.toBeNull();
    expect(await stateOf(messageId)).toBe('check_in_sent');

    await backends.bffAuthClient.Login({ email: sender.user.email, password: 'correct horse battery' });
    await expect(countSignInAsLife(deps, auth, { id: randomUUID(), userId }, 'sign-ins')).resolves.toBe(1);
    expect(await stateOf(messageId)).toBe('active');

    // A check-in sent after that sign-in: a forged event counts at auth's instant, before it, so answers nothing.
    await nextCheckInLater(messageId);
    await expect(countSignInAsLife(deps, auth, { id: randomUUID(), userId }, 'sign-ins')).resolves.toBe(0);
    expect(await stateOf(messageId)).toBe('check_in_sent');
    clock = null;
  });
});

describe('a message.sealed the message service did not record', () => {
  it('answers no check-in; a true seal does, and the same event forged later answers nothing', async () => {
    const { sender, messageId, userId } = await waitingSwitch('forged_seal');
    const seal = (sealedId: string, by = userId) =>
      countSealAsLife(
        deps,
        message,
        { id: randomUUID(), userId: by, messageId: sealedId },
        'sealed-messages',
      );
    // A draft of theirs, a message that never existed, and another sender's sealed message: no seal of theirs.
    const draft = await openMessage(message, sender);
    const other = await sealedMessage(message, await verifiedSender(backends, 'other_seal'));
    await expect(seal(draft.messageId)).resolves.toBeNull();
    await expect(seal(randomUUID())).resolves.toBeNull();
    await expect(seal(other.messageId)).resolves.toBeNull();
    expect(await stateOf(messageId)).toBe('check_in_sent');

    const sealed = await sealedMessage(message, sender);
    await expect(seal(sealed.messageId)).resolves.toBe(1);
    expect(await stateOf(messageId)).toBe('active');

    await nextCheckInLater(messageId);
    await expect(seal(sealed.messageId)).resolves.toBe(0);
    expect(await stateOf(messageId)).toBe('check_in_sent');
    clock = null;
  });
});

describe('a message.delivered the message service did not record', () => {
  it('ends no switch; a true delivery does', async () => {
    const sender = await verifiedSender(backends, 'forged_delivered');
    // Dated years ahead: its switch asks until then, and ends once delivered.
    const { messageId } = await sealedMessage(message, sender);
    await planReadyMessage(deps, message, { id: randomUUID(), payload: { messageId } }, 'delivery-plans');
    expect(await stateOf(messageId)).toBe('active');
    const delivered = () =>
      markLifeProofDeliveredIfTrue(deps, message, { messageId, userId: sender.user.id });

    await expect(delivered()).resolves.toBe(false);
    expect(await stateOf(messageId)).toBe('active');

    await backends.deliver(messageId);
    await expect(delivered()).resolves.toBe(true);
    expect(await stateOf(messageId)).toBe('delivered');
  });
});

describe('a message.trusted_contact.changed the message service did not record', () => {
  it('keeps the contact’s answer; a true change invites the new one once, whatever repeats', async () => {
    const { sender, messageId, userId } = await waitingSwitch('forged_contact', {
      trustedContact: { name: 'Marta', email: `marta.${randomUUID().slice(0, 8)}@example.com` },
    });
    await db.contactInvitation.update({ where: { messageId }, data: { state: 'accepted' } });
    const changed = () =>
      reinviteIfChanged(
        deps,
        message,
        { id: randomUUID(), payload: { messageId, userId } },
        'delivery-plans',
      );
    const invitation = () => db.contactInvitation.findUniqueOrThrow({ where: { messageId } });

    await expect(changed()).resolves.toBe(false);
    expect((await invitation()).state).toBe('accepted');

    await message.ChangeTrustedContact({
      owner: sender.owner,
      messageId,
      contact: { name: 'Pablo', email: `pablo.${randomUUID().slice(0, 8)}@example.com` },
    });
    await expect(changed()).resolves.toBe(true);
    expect(await invitation()).toMatchObject({ state: 'invited', contactChanges: 1 });
    await db.contactInvitation.update({ where: { messageId }, data: { state: 'accepted' } });
    // The same event again, or forged under a new id: the change was invited for already.
    await expect(changed()).resolves.toBe(false);
    expect((await invitation()).state).toBe('accepted');
    clock = null;
  });
});
