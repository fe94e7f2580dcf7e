// A sealed message is released once, with the message.released that has notification write to its recipient;
// on scheduler.delivery.due only when the scheduler (which owns the fact) confirms the delivery is due.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMessage } from '../src/domain/create-message.ts';
import { deleteMessage } from '../src/domain/delete-message.ts';
import { releaseDueMessage } from '../src/domain/release-message.ts';
import { sealMessage } from '../src/domain/seal-message.ts';
import {
  draftInput,
  messageTestDeps,
  newOwner,
  openMessageTestDatabase,
  outboxPayloads,
  type MessageTestDatabase,
  releaseById,
} from './helpers/message-test-deps.ts';

let database: MessageTestDatabase;
beforeAll(async () => {
  database = await openMessageTestDatabase('message_release');
});
afterAll(async () => {
  await database?.close();
});

/** The scheduler's answer to CheckDeliveryDue, set by the test. */
const schedulerSaying = (due: boolean) => ({ CheckDeliveryDue: async () => ({ due }) });

const releasedAt = async (messageId: string) =>
  (await database.db.message.findUniqueOrThrow({ where: { id: messageId } })).releasedAt;

async function sealedMessage() {
  const { deps, relayWoken } = messageTestDeps(database.db, { freeDelivery: true });
  const owner = newOwner();
  const { id } = await createMessage(deps, owner, draftInput());
  await sealMessage(deps, owner, id);
  return { deps, relayWoken, owner, id };
}

describe('releasing a message', () => {
  it('releases a sealed message once, with one message.released', async () => {
    const { deps, relayWoken, owner, id } = await sealedMessage();
    const wokenBefore = relayWoken.count;

    await expect(releaseById(deps, id)).resolves.toEqual({ releasedNow: true });
    const first = await releasedAt(id);
    await expect(releaseById(deps, id)).resolves.toEqual({ releasedNow: false });

    expect(first).toBeInstanceOf(Date);
    expect(await releasedAt(id)).toEqual(first);
    expect(await outboxPayloads(database.db, 'message.released', id)).toEqual([
      { messageId: id, userId: owner.userId },
    ]);
    expect(relayWoken.count).toBe(wokenBefore + 1);
  });

  it('never releases a message that was not sealed, was deleted, or never existed', async () => {
    const { deps } = messageTestDeps(database.db);
    const owner = newOwner();
    const draft = await createMessage(deps, owner, draftInput());
    await expect(releaseById(deps, draft.id)).resolves.toEqual({ releasedNow: false });
    expect(await releasedAt(draft.id)).toBeNull();

    const gone = await sealedMessage();
    await deleteMessage(gone.deps, gone.owner, gone.id);
    await expect(releaseById(gone.deps, gone.id)).resolves.toEqual({ releasedNow: false });
    await expect(releaseById(deps, randomUUID())).resolves.toEqual({ releasedNow: false });

    expect(await outboxPayloads(database.db, 'message.released', draft.id)).toEqual([]);
    expect(await outboxPayloads(database.db, 'message.released', gone.id)).toEqual([]);
  });
});

describe('a due delivery (scheduler.delivery.due)', () => {
  it('releases nothing while the scheduler says the delivery is not due: the event may be forged', async () => {
    const { deps, id } = await sealedMessage();
    await expect(releaseDueMessage(deps, schedulerSaying(false), id)).resolves.toBe('not due');
    expect(await releasedAt(id)).toBeNull();
    expect(await outboxPayloads(database.db, 'message.released', id)).toEqual([]);
  });

  it('releases the message once the scheduler confirms it, and only once', async () => {
    const { deps, id } = await sealedMessage();
    await expect(releaseDueMessage(deps, schedulerSaying(true), id)).resolves.toBe('released');
    await expect(releaseDueMessage(deps, schedulerSaying(true), id)).resolves.toBe('released before');
    expect(await releasedAt(id)).toBeInstanceOf(Date);
    expect(await outboxPayloads(database.db, 'message.released', id)).toHaveLength(1);
  });
});
