// The recipient's reads are plain SQL (src/db/message-repository.ts): they must give exactly the row Prisma's
// model query gives, questions in position order, and nothing for a code or id that opens no message.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prisma } from '../src/db/client.ts';
import { findMessageById, findSealedByCodeHash } from '../src/db/message-repository.ts';
import { openMessageTestDatabase, type MessageTestDatabase } from './helpers/message-test-deps.ts';

let database: MessageTestDatabase;
beforeAll(async () => {
  database = await openMessageTestDatabase('message_hot_path_reads');
});
afterAll(async () => {
  await database?.close();
});

const withQuestions = { questions: { orderBy: { position: 'asc' } } } as const;

/** A message written through Prisma, its questions inserted out of order. */
async function insertMessage(data: Partial<Prisma.MessageUncheckedCreateInput>, positions: number[]) {
  return database.db.message.create({
    data: {
      userId: randomUUID(),
      messageType: 'farewell',
      securityLevel: 'intermediate',
      deliveryMethod: 'postal',
      schedulingType: 'specific_date',
      isAnonymous: false,
      recipientEnc: 'recipient',
      recipientEmailEnc: 'recipient-email',
      subjectEnc: 'subject',
      contentEnc: 'content',
      accessCodeHash: randomUUID(),
      accessCodeEnc: 'code',
      ...data,
      questions: {
        create: positions.map((position) => ({
          position,
          questionEnc: `question ${position}`,
          answerHash: `answer ${position}`,
        })),
      },
    },
  });
}

describe('the recipient’s reads of a message', () => {
  it('give the row Prisma gives, every field alike, questions in position order', async () => {
    const message = await insertMessage(
      {
        deliveryDate: new Date('2027-01-02T03:04:05.678Z'),
        senderNameEnc: 'sender',
        postalAddressEnc: 'address',
        templateId: 7,
        hasMedia: true,
        sealedAt: new Date('2026-11-01T10:00:00.123Z'),
        releasedAt: new Date('2026-11-02T10:00:00.456Z'),
        lifeProofCadence: 'weekly',
      },
      [2, 0, 1],
    );
    const prisma = await database.db.message.findUnique({
      where: { id: message.id },
      include: withQuestions,
    });

    const byCode = await findSealedByCodeHash(database.db, message.accessCodeHash);
    expect(byCode).toStrictEqual(prisma);
    expect(byCode?.questions.map((q) => q.position)).toEqual([0, 1, 2]);
    expect(byCode?.questions[0]?.createdAt).toBeInstanceOf(Date);
    await expect(findMessageById(database.db, message.id)).resolves.toStrictEqual(prisma);
  });

  it('give a message without questions an empty list', async () => {
    const message = await insertMessage({ sealedAt: new Date() }, []);
    const prisma = await database.db.message.findUnique({
      where: { id: message.id },
      include: withQuestions,
    });

    await expect(findSealedByCodeHash(database.db, message.accessCodeHash)).resolves.toStrictEqual(prisma);
    await expect(findMessageById(database.db, message.id)).resolves.toMatchObject({ questions: [] });
  });

  it('find nothing for an unknown code, a draft’s code or an unknown id', async () => {
    const draft = await insertMessage({}, [0]);

    await expect(findSealedByCodeHash(database.db, 'no such hash')).resolves.toBeNull();
    await expect(findSealedByCodeHash(database.db, draft.accessCodeHash)).resolves.toBeNull();
    await expect(findMessageById(database.db, randomUUID())).resolves.toBeNull();
    // A draft is still found by its id: the callers decide what an unsealed message means.
    await expect(findMessageById(database.db, draft.id)).resolves.toMatchObject({ sealedAt: null });
  });
});
