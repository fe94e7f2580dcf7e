import { testIdentity } from '@app/platform/test-support/test-keys';
import { randomBytes, randomUUID } from 'node:crypto';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { createMigratedTestDatabase } from '@app/db/test-database';
import { parseKeyRing } from '@app/platform/encryption';
import { createGrpcClient } from '@app/platform/grpc-client';
import { DRAFT_TTL_DAYS, MAX_OPEN_DRAFTS } from '@app/proto/rules/drafts';
import { services } from '@app/proto/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectMessageDb, type MessageDb } from '../src/db/client.ts';
import { createMessage } from '../src/domain/create-message.ts';
import { EXPIRY_BATCH, expireDrafts } from '../src/domain/expire-drafts.ts';
import type { MessageDeps } from '../src/domain/deps.ts';
import { getMessage } from '../src/domain/get-message.ts';
import { validateMessageDraft } from '../src/domain/validate-message.ts';

const prismaDir = fileURLToPath(new URL('../prisma', import.meta.url));
let database: { url: string; drop: () => Promise<void> };
let db: MessageDb;

beforeAll(async () => {
  database = await createMigratedTestDatabase(prismaDir, 'message_create');
  db = connectMessageDb(database.url);
});
afterAll(async () => {
  await db?.$disconnect();
  await database?.drop();
});

async function closedPort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The message service's dependencies, with a payment service that does not answer (nothing listens). */
async function depsWithSilentPayment() {
  const payment = createGrpcClient(services.payment(), `127.0.0.1:${await closedPort()}`, {
    identity: testIdentity('message'),
    deadlineMs: 500,
  });
  const deps: MessageDeps = {
    db,
    keyRing: parseKeyRing(`k1:${randomBytes(32).toString('base64')}`),
    accessCodePepper: randomBytes(32),
    answerPepper: randomBytes(32),
    dailySealLimit: 20,
    suppressionDays: 30,
    payment,
    eventsWritten: () => {},
    now: () => new Date(),
  };
  return { deps, close: () => payment.close() };
}

const newOwner = () => ({
  userId: randomUUID(),
  username: 'ana',
  fullName: 'Ana',
  email: 'ana@example.com',
  isEmailVerified: true,
});

describe('creating a message', () => {
  it('writes nothing when payment cannot say what sealing will ask', async () => {
    const { deps, close } = await depsWithSilentPayment();
    const owner = newOwner();
    const input = {
      recipient: 'Luis',
      recipientEmail: 'luis@example.com',
      subject: 'Hola',
      content: 'Texto',
      messageType: 'love',
      securityLevel: 'basic',
      deliveryMethod: 'email',
      deliveryDate: '',
      schedulingType: 'specific_date',
      isAnonymous: false,
      senderCustomTitle: '',
      templateId: 0,
      questions: [{ question: '¿Dónde?', answer: 'Aquí' }],
      postalAddress: null,
      lifeProofCadence: '',
      trustedContact: null,
      senderName: '',
      deliverNotBefore: '',
    };
    await expect(createMessage(deps, owner, input)).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(await db.message.count({ where: { userId: owner.userId } })).toBe(0);
    expect(await db.securityQuestion.count()).toBe(0);
    close();
  });
});

/** A letter (a postal message asks payment nothing at creation: it is always paid), and where it goes. */
const postal = {
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
  deliverNotBefore: '',
};
const address = {
  name: '  Luis   García ',
  line1: 'Calle Mayor 1, 3º B',
  line2: '',
  postalCode: '28013',
  city: 'Madrid',
  region: '',
  country: 'es',
};

describe('a postal message', () => {
  it('keeps its address, tidied and encrypted, and its owner reads it back', async () => {
    const { deps, close } = await depsWithSilentPayment();
    const owner = newOwner();
    // A letter is always paid, so creating one asks the payment service nothing.
    const created = await createMessage(deps, owner, { ...postal, postalAddress: address });
    expect(created.requiresPayment).toBe(true);
    const row = await db.message.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.postalAddressEnc).not.toContain('Mayor');
    const read = await getMessage(deps, { owner }, created.id);
    expect(read.postalAddress).toEqual({ ...address, name: 'Luis García', country: 'ES' });
    close();
  });

  it.each([
    ['no address', null, 'POSTAL_ADDRESS_REQUIRED', 'postalAddress'],
    [
      'a Spanish code for a province that does not exist',
      { postalCode: '53001' },
      'POSTAL_CODE_INVALID',
      'postalAddress.postalCode',
    ],
    [
      'a US address without its state',
      { country: 'US', postalCode: '10001' },
      'POSTAL_REGION_REQUIRED',
      'postalAddress.region',
    ],
    ['a country we do not post to', { country: 'JP' }, 'POSTAL_COUNTRY_INVALID', 'postalAddress.country'],
    ['no street', { line1: '  ' }, 'POSTAL_LINE_REQUIRED', 'postalAddress.line1'],
  ])('refuses %s and writes nothing', async (_case, change, reason, field) => {
    const { deps, close } = await depsWithSilentPayment();
    const owner = newOwner();
    const postalAddress = change === null ? null : { ...address, ...change };
    await expect(createMessage(deps, owner, { ...postal, postalAddress })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      reason,
      field,
    });
    expect(await db.message.count({ where: { userId: owner.userId } })).toBe(0);
    close();
  });

  it('keeps no address for an e-mail delivery', async () => {
    const draft = validateMessageDraft(
      { ...postal, deliveryMethod: 'email', recipientEmail: 'luis@example.com', postalAddress: address },
      new Date(),
    );
    expect(draft.postalAddress).toBeNull();
  });
});

describe('a delivery date', () => {
  it('may be up to fifty years ahead, and no later', () => {
    const now = new Date('2026-12-02T10:00:00Z');
    const dated = (deliveryDate: string) =>
      validateMessageDraft(
        {
          ...postal,
          deliveryMethod: 'email',
          recipientEmail: 'luis@example.com',
          postalAddress: null,
          deliveryDate,
        },
        now,
      );
    expect(dated('2076-12-02T10:00:00Z').deliveryDate).toEqual(new Date('2076-12-02T10:00:00Z'));
    expect(() => dated('2076-12-02T10:00:01Z')).toThrow(
      expect.objectContaining({ reason: 'DELIVERY_DATE_TOO_FAR', field: 'deliveryDate' }),
    );
  });
});

describe("a proof-of-life message's trusted contact", () => {
  const lifeProof = {
    ...postal,
    recipientEmail: 'luis@example.com',
    messageType: 'farewell',
    schedulingType: 'life_proof',
    postalAddress: address,
  };

  it('keeps the contact encrypted, and its owner reads it back', async () => {
    const { deps, close } = await depsWithSilentPayment();
    const owner = newOwner();
    const created = await createMessage(deps, owner, {
      ...lifeProof,
      trustedContact: { name: ' Marta  Ruiz ', email: 'Marta@Example.com ' },
    });
    const row = await db.message.findUniqueOrThrow({ where: { id: created.id } });
    expect(row.trustedContactEnc).not.toBeNull();
    expect(row.trustedContactEnc).not.toContain('marta');
    const read = await getMessage(deps, { owner }, created.id);
    expect(read.trustedContact).toEqual({ name: 'Marta Ruiz', email: 'marta@example.com' });
    close();
  });

  it.each([
    ['a name without an address', { name: 'Marta', email: '' }, 'TRUSTED_CONTACT_EMAIL_INVALID', 'email'],
    [
      'an address without a name',
      { name: ' ', email: 'marta@example.com' },
      'TRUSTED_CONTACT_NAME_REQUIRED',
      'name',
    ],
    [
      'the recipient as contact',
      { name: 'Luis', email: 'LUIS@example.com' },
      'TRUSTED_CONTACT_IS_RECIPIENT',
      'email',
    ],
    [
      'an address no server delivers to',
      { name: 'Marta', email: 'marta@localhost' },
      'TRUSTED_CONTACT_EMAIL_INVALID',
      'email',
    ],
  ])('refuses %s and writes nothing', async (_case, trustedContact, reason, field) => {
    const { deps, close } = await depsWithSilentPayment();
    const owner = newOwner();
    await expect(createMessage(deps, owner, { ...lifeProof, trustedContact })).rejects.toMatchObject({
      code: 'INVALID_ARGUMENT',
      reason,
      field: `trustedContact.${field}`,
    });
    expect(await db.message.count({ where: { userId: owner.userId } })).toBe(0);
    close();
  });

  it('has none when nothing was filled in, and keeps none for a dated message', () => {
    const empty = validateMessageDraft(
      { ...lifeProof, trustedContact: { name: ' ', email: '' } },
      new Date(),
    );
    expect(empty.trustedContact).toBeNull();
    const dated = validateMessageDraft(
      {
        ...lifeProof,
        schedulingType: 'specific_date',
        trustedContact: { name: 'Marta', email: 'marta@example.com' },
      },
      new Date(),
    );
    expect(dated.trustedContact).toBeNull();
  });
});

describe("a proof-of-life message's date to wait for once released", () => {
  const lifeProof = {
    ...postal,
    recipientEmail: 'luis@example.com',
    schedulingType: 'life_proof',
    postalAddress: address,
  };

  it('is kept, and read back on the card and by the scheduler', async () => {
    const { deps, close } = await depsWithSilentPayment();
    const owner = newOwner();
    const created = await createMessage(deps, owner, {
      ...lifeProof,
      deliverNotBefore: '2031-06-01T10:00:00+02:00',
    });
    const read = await getMessage(deps, { owner }, created.id);
    expect(read.summary.deliverNotBefore).toBe('2031-06-01T08:00:00.000Z');
    close();
  });

  it.each([
    ['not an instant', '2031-13-01', 'DELIVERY_DATE_INVALID'],
    ['no such day', '2031-02-30T10:00:00Z', 'DELIVERY_DATE_INVALID'],
    ['in the past', '2020-06-01T10:00:00Z', 'DELIVERY_DATE_PAST'],
    ['in the year 9999', '9999-06-01T10:00:00Z', 'DELIVERY_DATE_TOO_FAR'],
  ])('refuses a date %s, on its own field', (_case, deliverNotBefore, reason) => {
    expect(() => validateMessageDraft({ ...lifeProof, deliverNotBefore }, new Date())).toThrow(
      expect.objectContaining({ reason, field: 'deliverNotBefore' }),
    );
  });

  it('is dropped for a dated message, which has its own date', () => {
    const dated = validateMessageDraft(
      { ...lifeProof, schedulingType: 'specific_date', deliverNotBefore: '2031-06-01T08:00:00Z' },
      new Date(),
    );
    expect(dated.deliverNotBefore).toBeNull();
  });
});

describe('unfinished messages', () => {
  const letter = { ...postal, postalAddress: address };

  it('are stored only for a verified sender', async () => {
    const { deps, close } = await depsWithSilentPayment();
    const owner = { ...newOwner(), isEmailVerified: false };
    await expect(createMessage(deps, owner, letter)).rejects.toMatchObject({ reason: 'EMAIL_NOT_VERIFIED' });
    expect(await db.message.count({ where: { userId: owner.userId } })).toBe(0);
    close();
  });

  it('are at most MAX_OPEN_DRAFTS per sender, even when created in parallel', async () => {
    const { deps, close } = await depsWithSilentPayment();
    const owner = newOwner();
    const attempts = await Promise.allSettled(
      Array.from({ length: MAX_OPEN_DRAFTS + 3 }, () => createMessage(deps, owner, letter)),
    );
    const refused = attempts.filter((a) => a.status === 'rejected');
    expect(refused).toHaveLength(3);
    expect(refused.map((r) => (r as PromiseRejectedResult).reason)).toEqual(
      Array(3).fill(expect.objectContaining({ code: 'RESOURCE_EXHAUSTED', reason: 'DRAFT_LIMIT' })),
    );
    expect(await db.message.count({ where: { userId: owner.userId } })).toBe(MAX_OPEN_DRAFTS);
    close();
  });

  it(`are deleted after ${DRAFT_TTL_DAYS} days unsealed, as any deletion is, and never once sealed`, async () => {
    const { deps, close } = await depsWithSilentPayment();
    const owner = newOwner();
    const old = await createMessage(deps, owner, letter);
    const oldSealed = await createMessage(deps, owner, letter);
    const fresh = await createMessage(deps, owner, letter);
    const aged = new Date(Date.now() - (DRAFT_TTL_DAYS * 24 + 1) * 3_600_000);
    await db.message.updateMany({ where: { id: { in: [old.id, oldSealed.id] } }, data: { createdAt: aged } });
    await db.message.update({ where: { id: oldSealed.id }, data: { sealedAt: new Date() } });

    // Other senders' stale drafts may be swept by the same run; these are the ones this test owns.
    while ((await expireDrafts(deps)) === EXPIRY_BATCH);
    const left = await db.message.findMany({ where: { userId: owner.userId }, select: { id: true } });
    expect(left.map((m) => m.id).sort()).toEqual([oldSealed.id, fresh.id].sort());
    expect(await db.messageDeletion.findUnique({ where: { messageId: old.id } })).toMatchObject({
      reason: 'expired',
      wasDelivered: false,
      messageType: 'love',
    });
    const events = await db.outboxEvent.findMany({ where: { type: 'message.deleted' } });
    expect(events.map((e) => e.payload)).toContainEqual({
      messageId: old.id,
      userId: owner.userId,
      reason: 'expired',
      wasDelivered: false,
    });
    close();
  });
});

describe("the sender's name", () => {
  const letter = { ...postal, postalAddress: address };

  it('is the one they wrote, on one line; blank is their account’s; anonymous keeps none', async () => {
    const { deps, close } = await depsWithSilentPayment();
    const owner = newOwner();
    const chosen = await createMessage(deps, owner, { ...letter, senderName: '  Tu   hermana\nAna ' });
    expect((await getMessage(deps, { owner }, chosen.id)).senderName).toBe('Tu hermana Ana');
    const blank = await createMessage(deps, owner, { ...letter, senderName: '  ' });
    expect((await getMessage(deps, { owner }, blank.id)).senderName).toBe(owner.fullName);
    const anonymous = await createMessage(deps, owner, { ...letter, isAnonymous: true, senderName: 'Ana' });
    expect((await db.message.findUniqueOrThrow({ where: { id: anonymous.id } })).senderNameEnc).toBeNull();
    close();
  });

  it('is refused, and nothing written, when longer than a line of a letter', async () => {
    const { deps, close } = await depsWithSilentPayment();
    const owner = newOwner();
    await expect(
      createMessage(deps, owner, { ...letter, senderName: 'A'.repeat(101) }),
    ).rejects.toMatchObject({
      reason: 'SENDER_NAME_TOO_LONG',
      field: 'senderName',
    });
    expect(await db.message.count({ where: { userId: owner.userId } })).toBe(0);
    close();
  });
});
