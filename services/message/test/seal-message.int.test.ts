// Sealing completes a message once: only when it is whole and its sender may seal, with the event that starts
// its way to delivery (or to payment).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addQuestion } from '../src/domain/add-question.ts';
import { createMessage } from '../src/domain/create-message.ts';
import { sealMessage } from '../src/domain/seal-message.ts';
import {
  draftInput,
  messageTestDeps,
  newOwner,
  openMessageTestDatabase,
  outboxPayloads,
  type MessageTestDatabase,
} from './helpers/message-test-deps.ts';

let database: MessageTestDatabase;
beforeAll(async () => {
  database = await openMessageTestDatabase('message_seal');
});
afterAll(async () => {
  await database?.close();
});

const sealedAt = async (messageId: string) =>
  (await database.db.message.findUniqueOrThrow({ where: { id: messageId } })).sealedAt;

describe('sealing a message', () => {
  it.each(['basic', 'intermediate', 'strict'])(
    'refuses a %s message without its question, and seals it once it has one',
    async (securityLevel) => {
      const { deps } = messageTestDeps(database.db);
      const owner = newOwner();
      const { id } = await createMessage(deps, owner, draftInput({ securityLevel }));

      await expect(sealMessage(deps, owner, id)).rejects.toMatchObject({
        code: 'FAILED_PRECONDITION',
        reason: 'QUESTION_MISSING',
      });
      expect(await sealedAt(id)).toBeNull();
      expect(await outboxPayloads(database.db, 'message.sealed', id)).toEqual([]);

      await addQuestion(deps, owner, id, { question: '¿Dónde?', answer: 'Aquí' });
      await sealMessage(deps, owner, id);
      expect(await sealedAt(id)).toBeInstanceOf(Date);
    },
  );

  it('seals once: sealing again answers what the first seal decided and writes no second event', async () => {
    const { deps, relayWoken } = messageTestDeps(database.db, { freeDelivery: false });
    const owner = newOwner();
    const created = await createMessage(deps, owner, draftInput());

    const first = await sealMessage(deps, owner, created.id);
    const firstSealedAt = await sealedAt(created.id);
    const again = await sealMessage(deps, owner, created.id);

    expect(first).toMatchObject({ id: created.id, accessCode: created.accessCode, requiresPayment: true });
    expect(first.paymentToken).not.toBe('');
    expect(again).toMatchObject({ id: created.id, accessCode: created.accessCode, requiresPayment: true });
    expect(await sealedAt(created.id)).toEqual(firstSealedAt);
    expect(await outboxPayloads(database.db, 'message.sealed', created.id)).toEqual([
      { messageId: created.id, userId: owner.userId, requiresPayment: true },
    ]);
    // Waiting for payment: nothing is ready to be scheduled yet.
    expect(await outboxPayloads(database.db, 'message.ready', created.id)).toEqual([]);
    expect(relayWoken.count).toBe(1);
    const row = await database.db.message.findUniqueOrThrow({ where: { id: created.id } });
    expect(row).toMatchObject({ requiresPayment: true, paid: false, timeZone: 'Europe/Madrid' });
  });

  it('makes a message that spends a free delivery ready at once, in its sender’s time zone', async () => {
    const { deps } = messageTestDeps(database.db, { freeDelivery: true });
    const owner = newOwner();
    const { id } = await createMessage(deps, owner, draftInput());

    const sealed = await sealMessage(deps, owner, id, 'America/Bogota');

    expect(sealed).toMatchObject({ requiresPayment: false, paymentToken: '', paymentTokenExpiresAt: '' });
    expect(await outboxPayloads(database.db, 'message.sealed', id)).toEqual([
      { messageId: id, userId: owner.userId, requiresPayment: false },
    ]);
    expect(await outboxPayloads(database.db, 'message.ready', id)).toEqual([
      {
        messageId: id,
        userId: owner.userId,
        schedulingType: 'specific_date',
        deliveryDate: null,
        timeZone: 'America/Bogota',
        cadence: 'monthly',
      },
    ]);
    const row = await database.db.message.findUniqueOrThrow({ where: { id } });
    expect(row).toMatchObject({ requiresPayment: false, paid: true, timeZone: 'America/Bogota' });
  });

  it('seals nothing for a sender whose address is not verified, or in an unknown time zone', async () => {
    const { deps } = messageTestDeps(database.db);
    const owner = newOwner();
    const { id } = await createMessage(deps, owner, draftInput());

    await expect(sealMessage(deps, { ...owner, isEmailVerified: false }, id)).rejects.toMatchObject({
      reason: 'EMAIL_NOT_VERIFIED',
    });
    await expect(sealMessage(deps, owner, id, 'Mars/Olympus')).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      field: 'timeZone',
    });
    expect(await sealedAt(id)).toBeNull();
    expect(await outboxPayloads(database.db, 'message.sealed', id)).toEqual([]);
  });

  it('seals nothing of another sender’s, or that does not exist', async () => {
    const { deps } = messageTestDeps(database.db);
    const owner = newOwner();
    const { id } = await createMessage(deps, owner, draftInput());

    await expect(sealMessage(deps, newOwner(), id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      reason: 'MESSAGE_NOT_FOUND',
    });
    await expect(sealMessage(deps, owner, randomUUID())).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await sealedAt(id)).toBeNull();
  });

  it('stops at the daily limit of seals', async () => {
    const { deps } = messageTestDeps(database.db);
    deps.dailySealLimit = 1;
    const owner = newOwner();
    const first = await createMessage(deps, owner, draftInput());
    const second = await createMessage(deps, owner, draftInput());

    await sealMessage(deps, owner, first.id);
    await expect(sealMessage(deps, owner, second.id)).rejects.toMatchObject({
      code: 'RESOURCE_EXHAUSTED',
      reason: 'DAILY_LIMIT_REACHED',
    });
    expect(await sealedAt(second.id)).toBeNull();
    expect(await outboxPayloads(database.db, 'message.sealed', second.id)).toEqual([]);
  });
});
