// A sealed message is released once, with the message.released that has notification write to its recipient;
// on scheduler.delivery.due only when the scheduler (which owns the fact) vouches that the delivery is due: its
// signature in the event, or its answer when asked.
import { createPublicKey, randomUUID } from 'node:crypto';
import { createServiceIdentity, isVouchedFor } from '@app/platform/service-identity';
import { generateServiceKey, parseSigningKey } from '@app/platform/service-keys';
import { deliveryDueStatement } from '@app/proto/events';
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

const schedulerKey = generateServiceKey().signingKey;
const scheduler = createServiceIdentity('scheduler', schedulerKey);
const schedulerPublicKey = createPublicKey(parseSigningKey(schedulerKey));

/**
 * The scheduler as the message service knows it: its answer to CheckDeliveryDue, set by the test ('unasked':
 * asking fails the test), and its public key.
 */
const schedulerSaying = (due: boolean | 'unasked') => ({
  CheckDeliveryDue: async () => {
    if (due === 'unasked') throw new Error('the scheduler was asked');
    return { due };
  },
  vouched: (statement: string, proof: string) =>
    isVouchedFor(schedulerPublicKey, 'scheduler', statement, proof),
});

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
    const { deps, owner, id } = await sealedMessage();
    const due = { messageId: id, userId: owner.userId };
    await expect(releaseDueMessage(deps, schedulerSaying(false), due)).resolves.toBe('not due');
    expect(await releasedAt(id)).toBeNull();
    expect(await outboxPayloads(database.db, 'message.released', id)).toEqual([]);
  });

  it('releases the message once the scheduler confirms it, and only once', async () => {
    const { deps, owner, id } = await sealedMessage();
    const due = { messageId: id, userId: owner.userId };
    await expect(releaseDueMessage(deps, schedulerSaying(true), due)).resolves.toBe('released');
    await expect(releaseDueMessage(deps, schedulerSaying(true), due)).resolves.toBe('released before');
    expect(await releasedAt(id)).toBeInstanceOf(Date);
    expect(await outboxPayloads(database.db, 'message.released', id)).toHaveLength(1);
  });

  it("releases the message on the scheduler's signature in the event, without asking it", async () => {
    const { deps, owner, id } = await sealedMessage();
    const proof = scheduler.vouch(deliveryDueStatement(id, owner.userId));
    const due = { messageId: id, userId: owner.userId, proof };
    await expect(releaseDueMessage(deps, schedulerSaying('unasked'), due)).resolves.toBe('released');
    expect(await outboxPayloads(database.db, 'message.released', id)).toHaveLength(1);
  });

  it("believes no signature but the scheduler's for this very message: a forged or borrowed one has it asked", async () => {
    const { deps, owner, id } = await sealedMessage();
    const other = await sealedMessage();
    const otherService = createServiceIdentity('message', generateServiceKey().signingKey);
    const forged = [
      // Another service's key, signing the right statement.
      otherService.vouch(deliveryDueStatement(id, owner.userId)),
      // The scheduler's own signature, of another message's delivery.
      scheduler.vouch(deliveryDueStatement(other.id, other.owner.userId)),
      // The scheduler's signature of this message for another sender.
      scheduler.vouch(deliveryDueStatement(id, other.owner.userId)),
      // Not a signature at all.
      'not-a-signature',
      'A'.repeat(500),
    ];
    for (const proof of forged) {
      await expect(
        releaseDueMessage(deps, schedulerSaying(false), { messageId: id, userId: owner.userId, proof }),
      ).resolves.toBe('not due');
    }
    expect(await releasedAt(id)).toBeNull();
    expect(await outboxPayloads(database.db, 'message.released', id)).toEqual([]);
  });
});
