// A message waiting for payment becomes ready once, and only when payment (which owns the fact) says it is paid.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMessage } from '../src/domain/create-message.ts';
import type { MessageDeps } from '../src/domain/deps.ts';
import { markPaid } from '../src/domain/mark-paid.ts';
import { sealMessage } from '../src/domain/seal-message.ts';
import {
  draftInput,
  messageTestDeps,
  newOwner,
  openMessageTestDatabase,
  outboxPayloads,
  type MessageTestDatabase,
  type PaymentSays,
} from './helpers/message-test-deps.ts';

let database: MessageTestDatabase;
beforeAll(async () => {
  database = await openMessageTestDatabase('message_mark_paid');
});
afterAll(async () => {
  await database?.close();
});

/** The use cases' dependencies, with payment's answer about the order set by the test (payment owns it). */
const depsWherePayment = (says: PaymentSays) => messageTestDeps(database.db, says).deps;

/** A sealed letter (a postal message always waits for payment). */
async function letterAwaitingPayment(deps: MessageDeps) {
  const sender = newOwner();
  const created = await createMessage(
    deps,
    sender,
    draftInput({
      recipientEmail: '',
      subject: 'Carta',
      deliveryMethod: 'postal',
      postalAddress: {
        name: 'Luis García',
        line1: 'Calle Mayor 1',
        line2: '',
        postalCode: '28013',
        city: 'Madrid',
        region: '',
        country: 'ES',
      },
    }),
  );
  const sealed = await sealMessage(deps, sender, created.id);
  expect(sealed.requiresPayment).toBe(true);
  return { messageId: created.id, userId: sender.userId };
}

const readyEvents = (messageId: string) => outboxPayloads(database.db, 'message.ready', messageId);
const paidOf = async (messageId: string) =>
  (await database.db.message.findUniqueOrThrow({ where: { id: messageId } })).paid;

describe('marking a message paid', () => {
  it('changes nothing while payment says the order is not paid', async () => {
    const deps = depsWherePayment({ freeDelivery: false, paid: false });
    const { messageId } = await letterAwaitingPayment(deps);
    await expect(markPaid(deps, messageId)).resolves.toBe('not paid');
    expect(await paidOf(messageId)).toBe(false);
    expect(await readyEvents(messageId)).toEqual([]);
  });

  it('makes the message ready once, however often the payment is reported', async () => {
    const says = { freeDelivery: false, paid: false };
    const deps = depsWherePayment(says);
    const { messageId, userId } = await letterAwaitingPayment(deps);
    says.paid = true;
    await expect(markPaid(deps, messageId)).resolves.toBe('ready');
    await expect(markPaid(deps, messageId)).resolves.toBe('unchanged');
    expect(await paidOf(messageId)).toBe(true);
    const events = await readyEvents(messageId);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ messageId, userId, schedulingType: 'specific_date' });
  });

  it('never makes ready a message that was not sealed, or is gone', async () => {
    const deps = depsWherePayment({ freeDelivery: false, paid: true });
    await expect(markPaid(deps, randomUUID())).resolves.toBe('unchanged');
    const { messageId } = await letterAwaitingPayment(deps);
    await database.db.message.update({ where: { id: messageId }, data: { sealedAt: null } });
    await expect(markPaid(deps, messageId)).resolves.toBe('unchanged');
    expect(await readyEvents(messageId)).toEqual([]);
  });
});
