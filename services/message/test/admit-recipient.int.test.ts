// The recipient's admission in one read of the row its code names (AdmitRecipient): what opens, for whom, and
// what is never checked or decrypted on the way.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addQuestion } from '../src/domain/add-question.ts';
import { admitRecipient, type AdmitRequest } from '../src/domain/admit-recipient.ts';
import { createMessage } from '../src/domain/create-message.ts';
import { sealMessage } from '../src/domain/seal-message.ts';
import type { SecurityLevel } from '@app/proto/rules/security-levels';
import {
  draftInput,
  messageTestDeps,
  newOwner,
  openMessageTestDatabase,
  releaseById,
  type MessageTestDatabase,
} from './helpers/message-test-deps.ts';

let database: MessageTestDatabase;
beforeAll(async () => {
  database = await openMessageTestDatabase('message_admit_recipient');
});
afterAll(async () => {
  await database?.close();
});

/** A released message at this level, with one question answered "En Cádiz" unless it takes none. */
async function released(securityLevel: SecurityLevel, { release = true } = {}) {
  const { deps } = messageTestDeps(database.db, { freeDelivery: true });
  const owner = newOwner();
  const created = await createMessage(deps, owner, draftInput({ securityLevel, content: 'La carta entera' }));
  if (securityLevel !== 'none') {
    await addQuestion(deps, owner, created.id, { question: '¿Dónde nos conocimos?', answer: 'En Cádiz' });
  }
  await sealMessage(deps, owner, created.id);
  if (release) await releaseById(deps, created.id);
  return { deps, id: created.id, accessCode: created.accessCode };
}

const ask = (request: Partial<AdmitRequest>): AdmitRequest => ({
  grantedMessageId: '',
  answers: [],
  reservedMessageId: '',
  ...request,
});
const letter = { content: 'La carta entera' };

describe('admitting a recipient in one read', () => {
  it('opens a message without questions with its code alone, and says no question of one that has them', async () => {
    const open = await released('none');
    const admitted = await admitRecipient(open.deps, open.accessCode.toLowerCase(), ask({}));
    expect(admitted).toMatchObject({ messageId: open.id, isOpenable: true, hasQuestions: false, letter });
    expect(admitted).not.toHaveProperty('questions');

    const guarded = await released('basic');
    const wrong = await admitRecipient(guarded.deps, guarded.accessCode, ask({ answers: ['En Vigo'] }));
    expect(wrong).toMatchObject({ hasQuestions: true, wrongAnswers: true, letter: null });
    // The questions are never decrypted here: the access page asks for them by LookupAccessCode.
    expect(JSON.stringify(wrong)).not.toContain('conocimos');
  });

  it('checks answers at once where attempts are unlimited', async () => {
    const { deps, accessCode, id } = await released('basic');
    await expect(admitRecipient(deps, accessCode, ask({ answers: ['en cádiz'] }))).resolves.toMatchObject({
      messageId: id,
      wrongAnswers: false,
      letter,
    });
    await expect(admitRecipient(deps, accessCode, ask({ answers: [] }))).resolves.toMatchObject({
      wrongAnswers: true,
      letter: null,
    });
  });

  it('checks a limited level’s answers only once an attempt is reserved on this very message', async () => {
    for (const level of ['intermediate', 'strict'] as const) {
      const { deps, accessCode, id } = await released(level);
      // Even the right answer: nothing is checked, nothing opened, until access has reserved its attempt.
      await expect(admitRecipient(deps, accessCode, ask({ answers: ['En Cádiz'] }))).resolves.toMatchObject({
        messageId: id,
        securityLevel: level,
        attemptToReserve: true,
        wrongAnswers: false,
        letter: null,
      });
      const onAnother = ask({ answers: ['En Cádiz'], reservedMessageId: randomUUID() });
      await expect(admitRecipient(deps, accessCode, onAnother)).resolves.toMatchObject({
        attemptToReserve: true,
        letter: null,
      });
      const reserved = (answers: string[]) => ask({ answers, reservedMessageId: id });
      await expect(admitRecipient(deps, accessCode, reserved(['Madrid']))).resolves.toMatchObject({
        attemptToReserve: false,
        wrongAnswers: true,
        letter: null,
      });
      await expect(admitRecipient(deps, accessCode, reserved(['En Cádiz']))).resolves.toMatchObject({
        letter,
      });
    }
  });

  it('opens on a grant for this message without an answer; a grant for another opens nothing, not even a message without questions', async () => {
    const { deps, accessCode, id } = await released('strict');
    await expect(
      admitRecipient(deps, accessCode, ask({ grantedMessageId: id, answers: null })),
    ).resolves.toMatchObject({ letter, attemptToReserve: false });
    await expect(
      admitRecipient(deps, accessCode, ask({ grantedMessageId: randomUUID(), answers: null })),
    ).resolves.toMatchObject({ letter: null, attemptToReserve: false, wrongAnswers: false });

    const open = await released('none');
    await expect(
      admitRecipient(open.deps, open.accessCode, ask({ grantedMessageId: id, answers: null })),
    ).resolves.toMatchObject({ messageId: open.id, letter: null });
  });

  it('opens nothing before the message goes out, on a grant or with the right answers', async () => {
    const { deps, accessCode, id } = await released('basic', { release: false });
    const request = ask({ grantedMessageId: id, answers: ['En Cádiz'], reservedMessageId: id });
    await expect(admitRecipient(deps, accessCode, request)).resolves.toMatchObject({
      messageId: id,
      isOpenable: false,
      letter: null,
    });
    await releaseById(deps, id);
    await expect(admitRecipient(deps, accessCode, request)).resolves.toMatchObject({
      isOpenable: true,
      letter,
    });
  });

  it('answers NOT_FOUND for a code that never existed and for a malformed one', async () => {
    const { deps } = messageTestDeps(database.db);
    await expect(admitRecipient(deps, '0000-0000-0000-0000', ask({}))).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(admitRecipient(deps, 'not a code', ask({}))).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
