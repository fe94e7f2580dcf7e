// What notification reads of a message when it sends it, and what the message service records of its reports:
// delivered once (with message.delivered for the sender), or refused for good; never for a message not released.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMessage } from '../src/domain/create-message.ts';
import { getDeliveryEnvelope } from '../src/domain/get-delivery-envelope.ts';
import { recordDelivered, recordDeliveryFailed } from '../src/domain/record-delivery-report.ts';
import { markRead } from '../src/domain/mark-read.ts';
import { sealMessage } from '../src/domain/seal-message.ts';
import {
  draftInput,
  messageTestDeps,
  newOwner,
  openMessageTestDatabase,
  outboxPayloads,
  type MessageTestDatabase,
  releaseById,
  reportDelivered,
} from './helpers/message-test-deps.ts';

let database: MessageTestDatabase;
beforeAll(async () => {
  database = await openMessageTestDatabase('message_deliver');
});
afterAll(async () => {
  await database?.close();
});

const row = (messageId: string) => database.db.message.findUniqueOrThrow({ where: { id: messageId } });

async function sealedMessage() {
  const { deps, relayWoken } = messageTestDeps(database.db, { freeDelivery: true });
  const owner = newOwner();
  const created = await createMessage(deps, owner, draftInput({ senderCustomTitle: 'Tu hermana' }));
  await sealMessage(deps, owner, created.id);
  return { deps, relayWoken, owner, id: created.id, accessCode: created.accessCode };
}

describe('the delivery envelope', () => {
  it('gives notification the recipient, the code and the sender once released, and says whether it was', async () => {
    const { deps, owner, id, accessCode } = await sealedMessage();
    await expect(getDeliveryEnvelope(deps, id)).resolves.toMatchObject({
      messageId: id,
      userId: owner.userId,
      recipient: 'Luis',
      // Not going out yet: no address, no code.
      recipientEmail: '',
      accessCode: '',
      senderName: 'Ana',
      senderCustomTitle: 'Tu hermana',
      isReleased: false,
      isDelivered: false,
    });
    await releaseById(deps, id);
    await expect(getDeliveryEnvelope(deps, id)).resolves.toMatchObject({
      isReleased: true,
      recipientEmail: 'luis@example.com',
      accessCode,
    });
  });

  it('has nothing for a message that is not sealed', async () => {
    const { deps } = messageTestDeps(database.db);
    const draft = await createMessage(deps, newOwner(), draftInput());
    await expect(getDeliveryEnvelope(deps, draft.id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('a delivery report', () => {
  it('marks a released message delivered once, with one message.delivered for its sender', async () => {
    const { deps, relayWoken, owner, id } = await sealedMessage();
    await releaseById(deps, id);
    const wokenBefore = relayWoken.count;
    const deliveredAt = new Date('2026-05-01T08:00:00.000Z');

    await expect(reportDelivered(deps, { messageId: id, deliveredAt })).resolves.toEqual({
      deliveredNow: true,
    });
    await expect(reportDelivered(deps, { messageId: id, deliveredAt: new Date() })).resolves.toEqual({
      deliveredNow: false,
    });

    expect(await row(id)).toMatchObject({ isDelivered: true, deliveredAt });
    expect(await outboxPayloads(database.db, 'message.delivered', id)).toEqual([
      { messageId: id, userId: owner.userId },
    ]);
    expect(relayWoken.count).toBe(wokenBefore + 1);
  });

  it('believes no report that names another sender than the message’s, and tells no one', async () => {
    const { deps, owner, id } = await sealedMessage();
    await releaseById(deps, id);
    const stranger = randomUUID();
    await expect(
      recordDelivered(deps, { messageId: id, userId: stranger, deliveredAt: new Date() }),
    ).resolves.toEqual({ deliveredNow: false });
    expect(await row(id)).toMatchObject({ isDelivered: false, deliveredAt: null });
    expect(await outboxPayloads(database.db, 'message.delivered', id)).toEqual([]);
    await expect(
      recordDelivered(deps, { messageId: id, userId: owner.userId, deliveredAt: new Date() }),
    ).resolves.toEqual({ deliveredNow: true });
  });

  it('believes no report for a message never released, or unknown', async () => {
    const { deps, id } = await sealedMessage();
    await expect(reportDelivered(deps, { messageId: id, deliveredAt: new Date() })).resolves.toEqual({
      deliveredNow: false,
    });
    await expect(recordDeliveryFailed(deps, { messageId: id, failedAt: new Date() })).resolves.toEqual({
      failedNow: false,
    });
    await expect(
      reportDelivered(deps, { messageId: randomUUID(), deliveredAt: new Date() }),
    ).resolves.toEqual({ deliveredNow: false });
    expect(await row(id)).toMatchObject({ isDelivered: false, deliveredAt: null, deliveryFailedAt: null });
    expect(await outboxPayloads(database.db, 'message.delivered', id)).toEqual([]);
  });

  it('records a failed delivery once, after a delivery too (a bounce), but not once the message was read', async () => {
    const refused = await sealedMessage();
    await releaseById(refused.deps, refused.id);
    const failedAt = new Date('2026-05-01T08:00:00.000Z');
    await expect(recordDeliveryFailed(refused.deps, { messageId: refused.id, failedAt })).resolves.toEqual({
      failedNow: true,
    });
    await expect(
      recordDeliveryFailed(refused.deps, { messageId: refused.id, failedAt: new Date() }),
    ).resolves.toEqual({ failedNow: false });
    expect(await row(refused.id)).toMatchObject({ isDelivered: false, deliveryFailedAt: failedAt });

    const bounced = await sealedMessage();
    await releaseById(bounced.deps, bounced.id);
    await reportDelivered(bounced.deps, { messageId: bounced.id, deliveredAt: new Date() });
    await expect(recordDeliveryFailed(bounced.deps, { messageId: bounced.id, failedAt })).resolves.toEqual({
      failedNow: true,
    });
    expect(await row(bounced.id)).toMatchObject({ isDelivered: false, deliveryFailedAt: failedAt });

    const read = await sealedMessage();
    await releaseById(read.deps, read.id);
    await reportDelivered(read.deps, { messageId: read.id, deliveredAt: new Date() });
    await markRead(read.deps, read.id);
    await expect(
      recordDeliveryFailed(read.deps, { messageId: read.id, failedAt: new Date() }),
    ).resolves.toEqual({ failedNow: false });
    expect(await row(read.id)).toMatchObject({ isDelivered: true, deliveryFailedAt: null });
  });
});
