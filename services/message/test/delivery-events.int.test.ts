// The delivery's facts as the message service learns them: scheduler.delivery.due releases a message (once the
// scheduler confirms it), notification's reports mark it delivered or failed and have its tombstone forgotten.
import { randomBytes, randomUUID } from 'node:crypto';
import { jetstream } from '@nats-io/jetstream';
import { createLogger } from '@app/platform/logger';
import { testNatsUrl } from '@app/platform/test-support/test-infrastructure';
import { createTestClient } from '@app/platform/test-support/test-keys';
import { services } from '@app/proto/services';
import {
  connectNats,
  deadLetterStreamName,
  ensureStream,
  jetstreamManager,
  streamName,
  subjectFor,
  type NatsConnection,
} from '@app/platform/nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The real auth, payment and message services in this process, as the bff's tests run them.
import { startBackends, type Backends } from '@app/test-stack/backends';
import {
  connectMessage,
  sealedMessage,
  verifiedSender,
  type MessageClient,
  type Sender,
} from '@app/test-stack/sealed-messages';
import { recordDeliveryFailed } from '../src/domain/record-delivery-report.ts';
import { markRead } from '../src/domain/mark-read.ts';
import { deleteForRecipient } from '../src/domain/delete-for-recipient.ts';
import { releaseDueMessage } from '../src/domain/release-message.ts';
import { consumeDeletionsNotified } from '../src/events/on-deletion-notified.ts';
import { consumeDeliveryReports } from '../src/events/on-delivery-reported.ts';
import { releaseById, reportDelivered } from './helpers/message-test-deps.ts';
import { runningMessageDeps } from './helpers/running-message-deps.ts';

let backends: Backends;
let running: ReturnType<typeof runningMessageDeps>;
let scheduler: ReturnType<typeof connectScheduler>;
const connectScheduler = (address: string) => createTestClient(services.scheduler(), 'scheduler', address);
let message: MessageClient;
let sender: Sender;

beforeAll(async () => {
  backends = await startBackends('message_delivery');
  running = runningMessageDeps(backends);
  scheduler = connectScheduler(backends.schedulerAddress);
  message = connectMessage(backends.messageAddress);
  sender = await verifiedSender(backends, 'delivery');
});

afterAll(async () => {
  await running?.close();
  message?.close();
  scheduler?.close();
  await backends?.stop();
});

async function eventCount(messageId: string, type: string): Promise<number> {
  const { rows } = await backends.messageSql.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM outbox_event WHERE type = $1 AND payload->>'messageId' = $2",
    [type, messageId],
  );
  return rows[0]!.n;
}

const card = async (messageId: string) =>
  (await message.ListMessages({ owner: sender.owner })).messages.find((m) => m.id === messageId);
const opens = async (accessCode: string) => (await message.LookupAccessCode({ accessCode })).isOpenable;

/** The scheduler, asked: events without its signature (as a forged one would be). */
const askScheduler = {
  CheckDeliveryDue: (request: { messageId?: string }) => scheduler.CheckDeliveryDue(request),
  vouched: () => false,
};

describe('a due delivery (scheduler.delivery.due)', () => {
  it('releases the message only once the scheduler confirms it, opening it before anyone is written to', async () => {
    const sealed = await sealedMessage(message, sender);
    // A forged event: the scheduler dispatched nothing.
    const due = { messageId: sealed.messageId, userId: sender.owner.userId };
    await expect(releaseDueMessage(running.deps, askScheduler, due)).resolves.toBe('not due');
    expect(await opens(sealed.accessCode)).toBe(false);
    expect(await eventCount(sealed.messageId, 'message.released')).toBe(0);

    // Its date comes: the scheduler dispatches it, and this service's consumer has it confirmed and releases it.
    await backends.release(sealed.messageId);
    await expect(releaseDueMessage(running.deps, askScheduler, due)).resolves.toBe('released before');
    expect(await opens(sealed.accessCode)).toBe(true);
    expect(await eventCount(sealed.messageId, 'message.released')).toBe(1);
    // Not delivered until notification says its e-mail went out.
    expect(await card(sealed.messageId)).toMatchObject({ isDelivered: false, status: 'pending' });
  });

  it('releases nothing before its own date or wait date by the database clock, whoever vouches for it', async () => {
    // The scheduler's own signature: a genuine event, from a scheduler whose host runs ten minutes fast.
    const vouching = { CheckDeliveryDue: askScheduler.CheckDeliveryDue, vouched: () => true };
    const dated = await sealedMessage(message, sender);
    await backends.messageSql.query(
      "UPDATE message SET delivery_date = legado_now() + interval '10 minutes' WHERE id = $1",
      [dated.messageId],
    );
    const due = { messageId: dated.messageId, userId: sender.owner.userId, proof: 'signed' };
    const early = await releaseDueMessage(running.deps, vouching, due);
    expect(early).toMatchObject({ early: true });
    const dueInMs = (early as { dueInMs: number }).dueInMs;
    expect(dueInMs).toBeGreaterThan(9 * 60_000);
    expect(dueInMs).toBeLessThanOrEqual(10 * 60_000);
    expect(await opens(dated.accessCode)).toBe(false);
    expect(await eventCount(dated.messageId, 'message.released')).toBe(0);

    // A switch's wait date holds it the same way, and its coming lets it go.
    await backends.messageSql.query(
      `UPDATE message SET delivery_date = NULL, deliver_not_before = legado_now() + interval '1 day' WHERE id = $1`,
      [dated.messageId],
    );
    await expect(releaseDueMessage(running.deps, vouching, due)).resolves.toMatchObject({ early: true });
    await backends.messageSql.query(
      "UPDATE message SET deliver_not_before = legado_now() - interval '1 second' WHERE id = $1",
      [dated.messageId],
    );
    await expect(releaseDueMessage(running.deps, vouching, due)).resolves.toBe('released');
    expect(await opens(dated.accessCode)).toBe(true);
  });

  it('opens a postal message only once notification reports its letter posted', async () => {
    const sealed = await sealedMessage(message, sender, { deliveryMethod: 'postal' });
    await releaseById(running.deps, sealed.messageId);
    expect(await opens(sealed.accessCode)).toBe(false);
    await reportDelivered(running.deps, { messageId: sealed.messageId, deliveredAt: new Date() });
    expect(await opens(sealed.accessCode)).toBe(true);
  });
});

describe("notification's reports", () => {
  it('marks a released message delivered once, at the reported instant, and tells its sender once', async () => {
    const sealed = await sealedMessage(message, sender);
    await releaseById(running.deps, sealed.messageId);
    const report = { messageId: sealed.messageId, deliveredAt: new Date('2026-11-25T08:00:00.000Z') };
    await expect(reportDelivered(running.deps, report)).resolves.toEqual({ deliveredNow: true });
    // Redelivered, or sent again after a crash: nothing changes.
    await expect(reportDelivered(running.deps, { ...report, deliveredAt: new Date() })).resolves.toEqual({
      deliveredNow: false,
    });
    expect(await eventCount(sealed.messageId, 'message.delivered')).toBe(1);
    expect(await card(sealed.messageId)).toMatchObject({ isDelivered: true, status: 'delivered' });
    const facts = await message.GetMessageFacts({ owner: sender.owner, messageId: sealed.messageId });
    expect(facts.deliveredAt).toBe('2026-11-25T08:00:00.000Z');
  });

  it('records a failed delivery on the card once; a bounce after the delivery undoes it, never once read', async () => {
    const sealed = await sealedMessage(message, sender);
    await releaseById(running.deps, sealed.messageId);
    const report = { messageId: sealed.messageId, failedAt: new Date() };
    await expect(recordDeliveryFailed(running.deps, report)).resolves.toEqual({ failedNow: true });
    await expect(recordDeliveryFailed(running.deps, report)).resolves.toEqual({ failedNow: false });
    // Without a cause (a refusal that gave none) it reads as "other".
    expect(await card(sealed.messageId)).toMatchObject({
      deliveryFailed: true,
      deliveryFailureCause: 'other',
      isDelivered: false,
    });
    // The delivery's own report, redelivered after its bounce's, does not make it delivered again.
    await expect(
      reportDelivered(running.deps, { messageId: sealed.messageId, deliveredAt: new Date() }),
    ).resolves.toEqual({ deliveredNow: false });
    expect(await card(sealed.messageId)).toMatchObject({ deliveryFailed: true, isDelivered: false });

    const bounced = await sealedMessage(message, sender);
    await backends.deliver(bounced.messageId);
    await expect(
      recordDeliveryFailed(running.deps, {
        messageId: bounced.messageId,
        failedAt: new Date(),
        cause: 'mailbox_full',
      }),
    ).resolves.toEqual({ failedNow: true });
    // Its cause is kept, for the card and the timeline to word it.
    expect(await card(bounced.messageId)).toMatchObject({
      deliveryFailed: true,
      deliveryFailureCause: 'mailbox_full',
      isDelivered: false,
    });

    const read = await sealedMessage(message, sender);
    await backends.deliver(read.messageId);
    expect(await opens(read.accessCode)).toBe(true);
    await markRead(running.deps, read.messageId);
    await expect(
      recordDeliveryFailed(running.deps, { messageId: read.messageId, failedAt: new Date() }),
    ).resolves.toEqual({ failedNow: false });
    expect(await card(read.messageId)).toMatchObject({ deliveryFailed: false, isDelivered: true });
  });

  it('changes nothing for a message never released, nor for one deleted since', async () => {
    const early = await sealedMessage(message, sender);
    await expect(
      reportDelivered(running.deps, { messageId: early.messageId, deliveredAt: new Date() }),
    ).resolves.toEqual({ deliveredNow: false });
    expect(await card(early.messageId)).toMatchObject({ isDelivered: false, deliveryFailed: false });
    expect(await opens(early.accessCode)).toBe(false);

    const deleted = await sealedMessage(message, sender);
    await releaseById(running.deps, deleted.messageId);
    await message.DeleteMessage({ owner: sender.owner, messageId: deleted.messageId });
    await expect(
      reportDelivered(running.deps, { messageId: deleted.messageId, deliveredAt: new Date() }),
    ).resolves.toEqual({ deliveredNow: false });
    await expect(
      recordDeliveryFailed(running.deps, { messageId: deleted.messageId, failedAt: new Date() }),
    ).resolves.toEqual({ failedNow: false });
    expect(await eventCount(deleted.messageId, 'message.delivered')).toBe(0);
    await expect(releaseById(running.deps, deleted.messageId)).resolves.toEqual({
      releasedNow: false,
    });
  });
});

describe('the reports through NATS, as notification publishes them', () => {
  const prefix = `t${randomBytes(6).toString('hex')}`;
  const logger = createLogger({ service: 'message-delivery-events-test', level: 'silent' });
  let nc: NatsConnection;

  beforeAll(async () => {
    nc = await connectNats(testNatsUrl, 'message-test', logger);
    // Notification's stream, as its relay creates it.
    await ensureStream(await jetstreamManager(nc), prefix, 'notification');
  });

  afterAll(async () => {
    if (!nc) return;
    const jsm = await jetstreamManager(nc);
    await jsm.streams.delete(streamName(prefix, 'notification')).catch(() => undefined);
    await jsm.streams.delete(deadLetterStreamName(prefix)).catch(() => undefined);
    await nc.drain();
  });

  /** Until every event published so far has been handled and acknowledged (read, never slept). */
  async function handled(durables: string[]) {
    const jsm = await jetstreamManager(nc);
    await expect
      .poll(
        async () => {
          const infos = await Promise.all(
            durables.map((d) =>
              jsm.consumers.info(streamName(prefix, 'notification'), `${prefix}-message-${d}`),
            ),
          );
          return infos.every((info) => info.num_pending === 0 && info.num_ack_pending === 0);
        },
        { timeout: 20_000, interval: 50 },
      )
      .toBe(true);
  }

  it('marks delivered once however often the report comes, forgets the tombstone, and drops a malformed report', async () => {
    const js = jetstream(nc);
    const publish = (type: string, payload: unknown, id: string = randomUUID()) =>
      js.publish(
        subjectFor(prefix, type as 'notification.message.delivered'),
        JSON.stringify({ id, type, version: 1, time: new Date().toISOString(), payload }),
        { msgID: id },
      );
    const delivered = await sealedMessage(message, sender);
    await releaseById(running.deps, delivered.messageId);
    const malformed = await sealedMessage(message, sender);
    await releaseById(running.deps, malformed.messageId);
    const deleted = await sealedMessage(message, sender, {
      securityLevel: 'strict',
      questions: [{ question: '¿Dónde nos conocimos?', answer: 'En Bilbao' }],
    });
    await deleteForRecipient(running.deps, deleted.messageId, 'attempts');

    const report = { messageId: delivered.messageId, userId: sender.user.id };
    await publish('notification.message.delivered', { ...report, deliveredAt: new Date().toISOString() });
    // The same fact again under a new id (a report written twice): nothing more happens.
    await publish('notification.message.delivered', { ...report, deliveredAt: new Date().toISOString() });
    // Not the catalogue's shape: dropped, never retried, nothing changed.
    await publish('notification.message.delivered', {
      messageId: malformed.messageId,
      userId: sender.user.id,
      deliveredAt: 'yesterday',
    });
    const notified = { messageId: deleted.messageId, userId: sender.user.id };
    await publish('notification.deletion.notified', notified);
    await publish('notification.deletion.notified', notified);

    const consumers = await Promise.all([
      consumeDeliveryReports(running.deps, { nc, prefix, logger }),
      consumeDeletionsNotified(running.deps, { nc, prefix, logger }),
    ]);
    try {
      await handled(['delivery-reports', 'forgotten-tombstones']);
    } finally {
      await Promise.all(consumers.map((consumer) => consumer.stop()));
    }

    expect(await card(delivered.messageId)).toMatchObject({ isDelivered: true });
    expect(await eventCount(delivered.messageId, 'message.delivered')).toBe(1);
    expect(await card(malformed.messageId)).toMatchObject({ isDelivered: false });
    expect(await eventCount(malformed.messageId, 'message.delivered')).toBe(0);
    await expect(message.GetTombstone({ messageId: deleted.messageId })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
