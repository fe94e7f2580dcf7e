// Wrong answers locked a message (the access service decided it): its sender's card says so from the first
// time it is reported, and a repeated report keeps that first instant.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMessage } from '../src/domain/create-message.ts';
import { markLocked } from '../src/domain/mark-locked.ts';
import { getMessageFacts } from '../src/domain/get-message-facts.ts';
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
  database = await openMessageTestDatabase('message_mark_locked');
});
afterAll(async () => {
  await database?.close();
});

describe('marking a message locked', () => {
  it('records the first instant it was locked, once', async () => {
    const { deps } = messageTestDeps(database.db, { freeDelivery: true });
    const owner = newOwner();
    const { id } = await createMessage(deps, owner, draftInput());
    await sealMessage(deps, owner, id);
    const first = new Date('2026-06-01T10:00:00.000Z');

    await expect(markLocked({ db: deps.db, now: () => first }, id)).resolves.toBe(true);
    await expect(markLocked({ db: deps.db, now: () => new Date() }, id)).resolves.toBe(false);

    expect((await database.db.message.findUniqueOrThrow({ where: { id } })).lockedAt).toEqual(first);
    // What its sender's timeline reads.
    await expect(getMessageFacts(deps, owner, id)).resolves.toMatchObject({ lockedAt: first.toISOString() });
  });

  it('changes nothing for a message that does not exist', async () => {
    const { deps } = messageTestDeps(database.db);
    await expect(markLocked(deps, randomUUID())).resolves.toBe(false);
  });
});
