import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// The real auth, payment, message, media and access services in this process, as the bff's tests run them.
import { startBackends, type Backends } from '@app/test-stack/backends';
import {
  connectMessage,
  sealedMessage,
  verifiedSender,
  type MessageClient,
} from '@app/test-stack/sealed-messages';
import { deleteForRecipient } from '../src/domain/delete-for-recipient.ts';
import { markRead } from '../src/domain/mark-read.ts';
import { runningMessageDeps } from './helpers/running-message-deps.ts';

let backends: Backends;
let running: ReturnType<typeof runningMessageDeps>;
let message: MessageClient;

beforeAll(async () => {
  backends = await startBackends('message_removed');
  running = runningMessageDeps(backends);
  message = connectMessage(backends.messageAddress);
});

afterAll(async () => {
  await running?.close();
  message?.close();
  await backends?.stop();
});

describe("a message deleted on its recipient's side", () => {
  it('keeps its kinds, instants, recipient and subject for its sender, sealed, and nothing else anyone wrote', async () => {
    const sender = await verifiedSender(backends, 'removed');
    const sealed = await sealedMessage(message, sender);
    await backends.deliver(sealed.messageId);
    // What the read-marks consumer does with access.message.seen.
    await markRead(running.deps, sealed.messageId);
    const before = await message.GetMessageFacts({ owner: sender.owner, messageId: sealed.messageId });
    await deleteForRecipient(running.deps, sealed.messageId, 'recipient');

    const { messages } = await message.ListRemovedMessages({ owner: sender.owner });
    expect(messages).toEqual([
      expect.objectContaining({
        messageId: sealed.messageId,
        messageType: 'love',
        deliveryMethod: 'email',
        schedulingType: 'specific_date',
        reason: 'recipient',
        recipient: 'Luis',
        subject: 'Para cuando llegue el día',
        sealedAt: before.sealedAt,
        deliveredAt: before.deliveredAt,
        readAt: before.readAt,
      }),
    ]);
    const facts = await message.GetMessageFacts({ owner: sender.owner, messageId: sealed.messageId });
    expect(facts).toMatchObject({ ...before, deletedAt: expect.any(String), deletionReason: 'recipient' });
    expect(Date.parse(facts.deletedAt)).toBeGreaterThanOrEqual(Date.parse(before.readAt));

    // The record holds no word of the message in clear: its recipient and subject only encrypted, no text, no code.
    const { rows } = await backends.messageSql.query(
      'SELECT row_to_json(d) AS row FROM message_deletion d WHERE message_id = $1',
      [sealed.messageId],
    );
    const raw = JSON.stringify(rows);
    for (const secret of ['Para cuando llegue el día', 'caja azul', 'Luis', sealed.accessCode]) {
      expect(raw).not.toContain(secret);
    }
  });

  it('answers only its sender, and does not bring back a message its sender deleted', async () => {
    const sender = await verifiedSender(backends, 'removed_own');
    const stranger = await verifiedSender(backends, 'removed_stranger');
    const theirs = await sealedMessage(message, sender);
    await deleteForRecipient(running.deps, theirs.messageId, 'attempts');
    await expect(
      message.GetMessageFacts({ owner: stranger.owner, messageId: theirs.messageId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await message.ListRemovedMessages({ owner: stranger.owner })).messages).toEqual([]);

    const own = await sealedMessage(message, sender);
    await message.DeleteMessage({ owner: sender.owner, messageId: own.messageId });
    await expect(
      message.GetMessageFacts({ owner: sender.owner, messageId: own.messageId }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(
      (await message.ListRemovedMessages({ owner: sender.owner })).messages.map((m) => m.reason),
    ).toEqual(['attempts']);
    // Its sender deleted it: the record keeps no word of it, not even sealed.
    const { rows } = await backends.messageSql.query<{
      recipient_enc: string | null;
      subject_enc: string | null;
    }>('SELECT recipient_enc, subject_enc FROM message_deletion WHERE message_id = $1', [own.messageId]);
    expect(rows).toEqual([{ recipient_enc: null, subject_enc: null }]);
  });
});
