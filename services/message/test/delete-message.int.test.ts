// A sender deletes their own message: it goes with its questions, and the event tells the other services.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMessage } from '../src/domain/create-message.ts';
import { deleteMessage } from '../src/domain/delete-message.ts';
import { getDeletion } from '../src/domain/get-deletion.ts';
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
  database = await openMessageTestDatabase('message_delete');
});
afterAll(async () => {
  await database?.close();
});

const withQuestion = draftInput({
  securityLevel: 'basic',
  questions: [{ question: '¿Dónde?', answer: 'Aquí' }],
});

describe('deleting a message', () => {
  it('removes it with its questions, records the deletion and writes message.deleted once', async () => {
    const { deps, relayWoken } = messageTestDeps(database.db);
    const owner = newOwner();
    const { id } = await createMessage(deps, owner, withQuestion);
    await sealMessage(deps, owner, id);
    const wokenBefore = relayWoken.count;

    await deleteMessage(deps, owner, id);

    expect(await database.db.message.findUnique({ where: { id } })).toBeNull();
    expect(await database.db.securityQuestion.count({ where: { messageId: id } })).toBe(0);
    expect(await outboxPayloads(database.db, 'message.deleted', id)).toEqual([
      { messageId: id, userId: owner.userId, reason: 'owner', wasDelivered: false },
    ]);
    expect((await getDeletion(deps, id)).deletion).toMatchObject({
      messageId: id,
      userId: owner.userId,
      reason: 'owner',
      wasDelivered: false,
    });
    expect(relayWoken.count).toBe(wokenBefore + 1);

    // A second delete finds nothing, and tells nobody again.
    await expect(deleteMessage(deps, owner, id)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await outboxPayloads(database.db, 'message.deleted', id)).toHaveLength(1);
  });

  it('says a delivered message was delivered, so its recipient’s side is told it went', async () => {
    const { deps } = messageTestDeps(database.db);
    const owner = newOwner();
    const { id } = await createMessage(deps, owner, draftInput());
    await sealMessage(deps, owner, id);
    await database.db.message.update({
      where: { id },
      data: { releasedAt: new Date(), isDelivered: true, deliveredAt: new Date() },
    });

    await deleteMessage(deps, owner, id);

    expect(await outboxPayloads(database.db, 'message.deleted', id)).toEqual([
      { messageId: id, userId: owner.userId, reason: 'owner', wasDelivered: true },
    ]);
  });

  it('refuses another sender’s message and leaves it as it was', async () => {
    const { deps, relayWoken } = messageTestDeps(database.db);
    const owner = newOwner();
    const { id } = await createMessage(deps, owner, withQuestion);

    await expect(deleteMessage(deps, newOwner(), id)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      reason: 'MESSAGE_NOT_FOUND',
    });
    await expect(deleteMessage(deps, owner, randomUUID())).rejects.toMatchObject({ code: 'NOT_FOUND' });

    expect(await database.db.message.findUnique({ where: { id } })).not.toBeNull();
    expect(await database.db.securityQuestion.count({ where: { messageId: id } })).toBe(1);
    expect(await outboxPayloads(database.db, 'message.deleted', id)).toEqual([]);
    expect(await getDeletion(deps, id)).toEqual({ deletion: null });
    expect(relayWoken.count).toBe(0);
  });
});
