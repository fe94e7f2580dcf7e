// Every way a message is deleted leaves the same lasting record, its kinds and instants but never its words, and
// the event the other services act on, both in the transaction that deleted the row or not at all.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteMessageRow, findMessageById } from '../src/db/message-repository.ts';
import { createMessage } from '../src/domain/create-message.ts';
import { getDeletion } from '../src/domain/get-deletion.ts';
import { recordDeletion } from '../src/domain/record-deletion.ts';
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
  database = await openMessageTestDatabase('message_record_deletion');
});
afterAll(async () => {
  await database?.close();
});

/** A sealed message its recipient has read, as it is just before it is deleted. */
async function readMessage() {
  const { deps } = messageTestDeps(database.db);
  const owner = newOwner();
  const { id } = await createMessage(
    deps,
    owner,
    draftInput({ recipient: 'Luis Secreto', subject: 'Asunto secreto', content: 'Palabras secretas' }),
  );
  await sealMessage(deps, owner, id);
  const deliveredAt = new Date('2026-03-01T09:00:00.000Z');
  const readAt = new Date('2026-03-02T10:30:00.000Z');
  await database.db.message.update({
    where: { id },
    data: { releasedAt: deliveredAt, isDelivered: true, deliveredAt, isRead: true, readAt },
  });
  const row = await findMessageById(database.db, id);
  if (!row) throw new Error('the message was just created');
  return { deps, owner, row };
}

describe('recording a deletion', () => {
  it('keeps the message’s kinds and instants, never its words, and writes message.deleted', async () => {
    const { deps, owner, row } = await readMessage();
    const at = new Date('2026-03-03T12:00:00.000Z');
    const deletion = {
      messageId: row.id,
      userId: owner.userId,
      reason: 'recipient',
      wasDelivered: true,
    } as const;

    await database.db.$transaction(async (tx) => {
      await deleteMessageRow(tx, row.id);
      await recordDeletion(tx, deletion, row, at);
    });

    const record = await database.db.messageDeletion.findUniqueOrThrow({ where: { messageId: row.id } });
    expect(record).toMatchObject({
      ...deletion,
      deletedAt: at,
      messageType: 'love',
      deliveryMethod: 'email',
      schedulingType: 'specific_date',
      createdAt: row.createdAt,
      sealedAt: row.sealedAt,
      deliveredAt: new Date('2026-03-01T09:00:00.000Z'),
      readAt: new Date('2026-03-02T10:30:00.000Z'),
      lockedAt: null,
      deliveryFailedAt: null,
    });
    expect(JSON.stringify(record)).not.toMatch(/secret/i);
    expect(await outboxPayloads(database.db, 'message.deleted', row.id)).toEqual([deletion]);
    // What the other services ask before they act on the event.
    expect(await getDeletion(deps, row.id)).toEqual({
      deletion: { ...deletion, deletedAt: at.toISOString() },
    });
  });

  it('leaves no record and no event when the transaction that deleted the row fails', async () => {
    const { deps, owner, row } = await readMessage();

    await expect(
      database.db.$transaction(async (tx) => {
        await deleteMessageRow(tx, row.id);
        await recordDeletion(
          tx,
          { messageId: row.id, userId: owner.userId, reason: 'owner', wasDelivered: true },
          row,
          new Date(),
        );
        throw new Error('the deleting transaction fails after recording');
      }),
    ).rejects.toThrow('fails after recording');

    expect(await findMessageById(database.db, row.id)).not.toBeNull();
    expect(await database.db.messageDeletion.findUnique({ where: { messageId: row.id } })).toBeNull();
    expect(await outboxPayloads(database.db, 'message.deleted', row.id)).toEqual([]);
    expect(await getDeletion(deps, row.id)).toEqual({ deletion: null });
  });

  it('answers no deletion for a message that lives or never existed', async () => {
    const { deps, row } = await readMessage();
    expect(await getDeletion(deps, row.id)).toEqual({ deletion: null });
    expect(await getDeletion(deps, randomUUID())).toEqual({ deletion: null });
  });
});
