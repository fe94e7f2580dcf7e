// A message waiting for payment becomes ready once, and only when payment (which owns the fact) says it is paid.
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createMigratedTestDatabase } from '@app/db/test-database';
import { parseKeyRing } from '@app/platform/encryption';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMessageDb, type MessageDb } from '../src/db/client.ts';
import { createMessage } from '../src/domain/create-message.ts';
import type { MessageDeps } from '../src/domain/deps.ts';
import { markPaid } from '../src/domain/mark-paid.ts';
import { sealMessage } from '../src/domain/seal-message.ts';

const prismaDir = fileURLToPath(new URL('../prisma', import.meta.url));
let database: { url: string; drop: () => Promise<void> };
let db: MessageDb;

beforeAll(async () => {
  database = await createMigratedTestDatabase(prismaDir, 'message_mark_paid');
  db = connectMessageDb(database.url);
});
afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

/** The use cases' dependencies, with payment's answer about the order set by the test (payment owns it). */
function depsWherePayment(says: { paid: boolean }) {
  const deps: MessageDeps = {
    db,
    keyRing: parseKeyRing(`k1:${randomBytes(32).toString('base64')}`),
    accessCodePepper: randomBytes(32),
    answerPepper: randomBytes(32),
    dailySealLimit: 20,
    payment: {
      GetFreeDeliveries: async () => ({ freeDeliveries: 0 }),
      SpendFreeDelivery: async () => ({ spent: false, freeDeliveries: 0 }),
      GetMessagePayment: async () => ({ paid: says.paid, orderId: says.paid ? 'ORDER-1' : '' }),
    },
    eventsWritten: () => {},
    now: () => new Date(),
  };
  return deps;
}

const owner = () => ({
  userId: randomUUID(),
  username: 'ana',
  fullName: 'Ana',
  email: 'ana@example.com',
  isEmailVerified: true,
});

/** A sealed letter (a postal message always waits for payment). */
async function letterAwaitingPayment(deps: MessageDeps) {
  const sender = owner();
  const created = await createMessage(deps, sender, {
    recipient: 'Luis',
    recipientEmail: '',
    subject: 'Carta',
    content: 'Texto',
    messageType: 'love',
    securityLevel: 'none',
    deliveryMethod: 'postal',
    deliveryDate: '',
    schedulingType: 'specific_date',
    isAnonymous: false,
    senderCustomTitle: '',
    templateId: 0,
    questions: [],
    lifeProofCadence: '',
    trustedContact: null,
    senderName: '',
    postalAddress: {
      name: 'Luis García',
      line1: 'Calle Mayor 1',
      line2: '',
      postalCode: '28013',
      city: 'Madrid',
      region: '',
      country: 'ES',
    },
  });
  const sealed = await sealMessage(deps, sender, created.id);
  expect(sealed.requiresPayment).toBe(true);
  return { messageId: created.id, userId: sender.userId };
}

async function readyEvents(messageId: string) {
  return db.$queryRaw<{ payload: Record<string, unknown> }[]>`
    SELECT payload FROM outbox_event WHERE type = 'message.ready' AND payload->>'messageId' = ${messageId}`;
}

describe('marking a message paid', () => {
  it('changes nothing while payment says the order is not paid', async () => {
    const deps = depsWherePayment({ paid: false });
    const { messageId } = await letterAwaitingPayment(deps);
    await expect(markPaid(deps, messageId)).resolves.toBe('not paid');
    expect(await db.message.findUniqueOrThrow({ where: { id: messageId } })).toMatchObject({ paid: false });
    expect(await readyEvents(messageId)).toEqual([]);
  });

  it('makes the message ready once, however often the payment is reported', async () => {
    const says = { paid: false };
    const deps = depsWherePayment(says);
    const { messageId, userId } = await letterAwaitingPayment(deps);
    says.paid = true;
    await expect(markPaid(deps, messageId)).resolves.toBe('ready');
    await expect(markPaid(deps, messageId)).resolves.toBe('unchanged');
    expect(await db.message.findUniqueOrThrow({ where: { id: messageId } })).toMatchObject({ paid: true });
    const events = await readyEvents(messageId);
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({ messageId, userId, schedulingType: 'specific_date' });
  });

  it('never makes ready a message that was not sealed, or is gone', async () => {
    const deps = depsWherePayment({ paid: true });
    await expect(markPaid(deps, randomUUID())).resolves.toBe('unchanged');
    const { messageId } = await letterAwaitingPayment(deps);
    await db.message.update({ where: { id: messageId }, data: { sealedAt: null } });
    await expect(markPaid(deps, messageId)).resolves.toBe('unchanged');
    expect(await readyEvents(messageId)).toEqual([]);
  });
});
