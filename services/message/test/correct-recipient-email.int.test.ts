// A delivery refused or returned by the recipient's mail server can be sent again to the right address, by
// its owner only, already paid for, a few times at most; nothing else can be re-sent this way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { correctRecipientEmail } from '../src/domain/correct-recipient-email.ts';
import { createMessage } from '../src/domain/create-message.ts';
import { getDeliveryEnvelope } from '../src/domain/get-delivery-envelope.ts';
import { recordDeliveryFailed } from '../src/domain/record-delivery-report.ts';
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
  database = await openMessageTestDatabase('message_correct');
});
afterAll(async () => {
  await database?.close();
});

const row = (messageId: string) => database.db.message.findUniqueOrThrow({ where: { id: messageId } });

/** A sealed, released message whose delivery the recipient's mail server refused. */
async function failedDelivery() {
  const { deps } = messageTestDeps(database.db, { freeDelivery: true });
  const owner = newOwner();
  const created = await createMessage(deps, owner, draftInput());
  await sealMessage(deps, owner, created.id);
  await releaseById(deps, created.id);
  await recordDeliveryFailed(deps, { messageId: created.id, failedAt: new Date() });
  return { deps, owner, id: created.id };
}

const released = (messageId: string) => outboxPayloads(database.db, 'message.released', messageId);

describe('correcting the recipient’s address after a failed delivery', () => {
  it('sends the message again to the corrected address, with nothing more to pay', async () => {
    const { deps, owner, id } = await failedDelivery();
    await correctRecipientEmail(deps, owner, { messageId: id, recipientEmail: '  Luis.Bueno@Example.com ' });
    await expect(getDeliveryEnvelope(deps, id)).resolves.toMatchObject({
      recipientEmail: 'luis.bueno@example.com',
      isReleased: true,
      isDelivered: false,
    });
    expect(await row(id)).toMatchObject({ deliveryFailedAt: null, recipientCorrections: 1, paid: true });
    // Released again: notification writes to the new address as it did the first time.
    expect(await released(id)).toHaveLength(2);
  });

  it('refuses a delivery that did not fail, or was read, and another sender’s message, changing nothing', async () => {
    const { deps, owner, id } = await failedDelivery();
    await expect(
      correctRecipientEmail(deps, newOwner(), { messageId: id, recipientEmail: 'x@example.com' }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      correctRecipientEmail(deps, owner, { messageId: id, recipientEmail: 'not an address' }),
    ).rejects.toMatchObject({ reason: 'RECIPIENT_EMAIL_INVALID', field: 'recipientEmail' });

    const fine = await failedDelivery();
    await correctRecipientEmail(fine.deps, fine.owner, {
      messageId: fine.id,
      recipientEmail: 'a@example.com',
    });
    await reportDelivered(fine.deps, { messageId: fine.id, deliveredAt: new Date() });
    await expect(
      correctRecipientEmail(fine.deps, fine.owner, { messageId: fine.id, recipientEmail: 'b@example.com' }),
    ).rejects.toMatchObject({ reason: 'DELIVERY_NOT_FAILED' });
    await markRead(fine.deps, fine.id);
    await expect(
      correctRecipientEmail(fine.deps, fine.owner, { messageId: fine.id, recipientEmail: 'b@example.com' }),
    ).rejects.toMatchObject({ reason: 'DELIVERY_NOT_FAILED' });
    await expect(getDeliveryEnvelope(fine.deps, fine.id)).resolves.toMatchObject({
      recipientEmail: 'a@example.com',
    });
    expect(await released(id)).toHaveLength(1);
  });

  it('allows three corrections, and one at a time', async () => {
    const { deps, owner, id } = await failedDelivery();
    // Two at once: the row is locked, so the second finds the failure already answered.
    const both = await Promise.allSettled([
      correctRecipientEmail(deps, owner, { messageId: id, recipientEmail: 'one@example.com' }),
      correctRecipientEmail(deps, owner, { messageId: id, recipientEmail: 'two@example.com' }),
    ]);
    expect(both.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const address of ['three@example.com', 'four@example.com']) {
      await recordDeliveryFailed(deps, { messageId: id, failedAt: new Date() });
      await correctRecipientEmail(deps, owner, { messageId: id, recipientEmail: address });
    }
    await recordDeliveryFailed(deps, { messageId: id, failedAt: new Date() });
    await expect(
      correctRecipientEmail(deps, owner, { messageId: id, recipientEmail: 'five@example.com' }),
    ).rejects.toMatchObject({ reason: 'RECIPIENT_CORRECTIONS_SPENT' });
    expect(await row(id)).toMatchObject({ recipientCorrections: 3 });
    expect(await released(id)).toHaveLength(4);
  });
});
