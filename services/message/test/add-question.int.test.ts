// A sender adds security questions to their unsealed message, as many as its level takes and no more.
import { randomUUID } from 'node:crypto';
import { QUESTION_LIMITS } from '@app/proto/rules/security-levels';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addQuestion } from '../src/domain/add-question.ts';
import { verifyAnswer } from '../src/domain/answer-hash.ts';
import { createMessage } from '../src/domain/create-message.ts';
import { getMessage } from '../src/domain/get-message.ts';
import { sealMessage } from '../src/domain/seal-message.ts';
import {
  draftInput,
  messageTestDeps,
  newOwner,
  openMessageTestDatabase,
  type MessageTestDatabase,
} from './helpers/message-test-deps.ts';

let database: MessageTestDatabase;
beforeAll(async () => {
  database = await openMessageTestDatabase('message_add_question');
});
afterAll(async () => {
  await database?.close();
});

const storedQuestions = (messageId: string) =>
  database.db.securityQuestion.findMany({ where: { messageId }, orderBy: { position: 'asc' } });

describe('adding a security question', () => {
  it('adds questions up to the level’s limit, in order, encrypted, with only a hash of each answer', async () => {
    const { deps } = messageTestDeps(database.db);
    const owner = newOwner();
    const { id } = await createMessage(deps, owner, draftInput({ securityLevel: 'basic' }));
    const asked = ['¿Dónde nos conocimos?', '¿Cómo se llamaba el perro?', '¿Qué comimos?'];
    expect(asked).toHaveLength(QUESTION_LIMITS.basic.max);
    for (const [i, question] of asked.entries()) {
      await addQuestion(deps, owner, id, { question, answer: `respuesta ${i}` });
    }

    await expect(addQuestion(deps, owner, id, { question: '¿Una más?', answer: 'no' })).rejects.toMatchObject(
      { code: 'INVALID_ARGUMENT', reason: 'TOO_MANY_QUESTIONS' },
    );

    const rows = await storedQuestions(id);
    expect(rows.map((row) => row.position)).toEqual([0, 1, 2]);
    for (const [i, row] of rows.entries()) {
      expect(row.questionEnc).not.toContain(asked[i]);
      expect(row.answerHash).not.toContain(`respuesta ${i}`);
      await expect(verifyAnswer(deps.answerPepper, row.answerHash, `respuesta ${i}`)).resolves.toBe(true);
    }
    // What its owner reads back is what they asked.
    expect((await getMessage(deps, { owner }, id)).questions).toEqual(asked);
  });

  it('refuses any question for a message whose level asks none, and a second for a strict one', async () => {
    const { deps } = messageTestDeps(database.db);
    const owner = newOwner();
    const open = await createMessage(deps, owner, draftInput({ securityLevel: 'none' }));
    await expect(
      addQuestion(deps, owner, open.id, { question: '¿Dónde?', answer: 'Aquí' }),
    ).rejects.toMatchObject({ reason: 'TOO_MANY_QUESTIONS' });

    const strict = await createMessage(deps, owner, draftInput({ securityLevel: 'strict' }));
    await addQuestion(deps, owner, strict.id, { question: '¿Dónde?', answer: 'Aquí' });
    await expect(
      addQuestion(deps, owner, strict.id, { question: '¿Cuándo?', answer: 'Ayer' }),
    ).rejects.toMatchObject({ reason: 'TOO_MANY_QUESTIONS' });

    expect(await storedQuestions(open.id)).toEqual([]);
    expect(await storedQuestions(strict.id)).toHaveLength(1);
  });

  it('adds nothing once the message is sealed', async () => {
    const { deps } = messageTestDeps(database.db);
    const owner = newOwner();
    const { id } = await createMessage(
      deps,
      owner,
      draftInput({ securityLevel: 'basic', questions: [{ question: '¿Dónde?', answer: 'Aquí' }] }),
    );
    await sealMessage(deps, owner, id);

    await expect(
      addQuestion(deps, owner, id, { question: '¿Cuándo?', answer: 'Ayer' }),
    ).rejects.toMatchObject({ code: 'FAILED_PRECONDITION', reason: 'MESSAGE_SEALED' });
    expect(await storedQuestions(id)).toHaveLength(1);
  });

  it('adds nothing to another sender’s message, or to one that does not exist', async () => {
    const { deps } = messageTestDeps(database.db);
    const owner = newOwner();
    const { id } = await createMessage(deps, owner, draftInput({ securityLevel: 'basic' }));

    await expect(
      addQuestion(deps, newOwner(), id, { question: '¿Dónde?', answer: 'Aquí' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', reason: 'MESSAGE_NOT_FOUND' });
    await expect(
      addQuestion(deps, owner, randomUUID(), { question: '¿Dónde?', answer: 'Aquí' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await storedQuestions(id)).toEqual([]);
  });

  it('refuses a question without words', async () => {
    const { deps } = messageTestDeps(database.db);
    const owner = newOwner();
    const { id } = await createMessage(deps, owner, draftInput({ securityLevel: 'basic' }));

    await expect(addQuestion(deps, owner, id, { question: '   ', answer: 'Aquí' })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      reason: 'QUESTION_REQUIRED',
    });
    expect(await storedQuestions(id)).toEqual([]);
  });
});
