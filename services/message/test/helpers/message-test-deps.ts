// The message service's use cases on a real, freshly migrated database, with payment's answers set by the test
// (payment owns them), for the tests of one use case at a time.
import { randomBytes, randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { createMigratedTestDatabase } from '@app/db/test-database';
import { parseKeyRing } from '@app/platform/encryption';
import { connectMessageDb, type MessageDb } from '../../src/db/client.ts';
import type { MessageDeps, Owner } from '../../src/domain/deps.ts';
import { recordDelivered } from '../../src/domain/record-delivery-report.ts';
import { releaseMessage } from '../../src/domain/release-message.ts';
import type { MessageDraftInput } from '../../src/domain/validate-message.ts';

const prismaDir = fileURLToPath(new URL('../../prisma', import.meta.url));

export type MessageTestDatabase = { db: MessageDb; close: () => Promise<void> };

/** A migrated copy of the message database of its own (`label` names it). */
export async function openMessageTestDatabase(label: string): Promise<MessageTestDatabase> {
  const database = await createMigratedTestDatabase(prismaDir, label);
  const db = connectMessageDb(database.url);
  return {
    db,
    async close() {
      await db.$disconnect();
      await database.drop();
    },
  };
}

/**
 * What payment answers (read at each call, so a test may change it): whether a free delivery is spent when an
 * e-mail message is sealed, and whether a message's order is paid.
 */
export type PaymentSays = { freeDelivery: boolean; paid?: boolean };

/** The use cases' dependencies; `relayWoken` counts the times a use case told the relay it wrote events. */
export function messageTestDeps(db: MessageDb, payment: PaymentSays = { freeDelivery: false }) {
  const relayWoken = { count: 0 };
  const deps: MessageDeps = {
    db,
    keyRing: parseKeyRing(`k1:${randomBytes(32).toString('base64')}`),
    accessCodePepper: randomBytes(32),
    answerPepper: randomBytes(32),
    dailySealLimit: 20,
    suppressionDays: 30,
    payment: {
      GetFreeDeliveries: async () => ({ freeDeliveries: payment.freeDelivery ? 1 : 0 }),
      SpendFreeDelivery: async () => ({ spent: payment.freeDelivery, freeDeliveries: 0 }),
      GetMessagePayment: async () => ({
        paid: payment.paid ?? false,
        orderId: payment.paid ? 'ORDER-1' : '',
      }),
    },
    eventsWritten: () => {
      relayWoken.count += 1;
    },
    now: () => new Date(),
  };
  return { deps, relayWoken };
}

/** A verified sender of their own. */
export const newOwner = (): Owner => ({
  userId: randomUUID(),
  username: 'ana',
  fullName: 'Ana',
  email: 'ana@example.com',
  isEmailVerified: true,
});

/** An e-mail message with no questions, as the wizard sends it; `overrides` change what a test needs. */
export function draftInput(overrides: Partial<MessageDraftInput> = {}): MessageDraftInput {
  return {
    recipient: 'Luis',
    recipientEmail: 'luis@example.com',
    subject: 'Hola',
    content: 'Texto',
    messageType: 'love',
    securityLevel: 'none',
    deliveryMethod: 'email',
    deliveryDate: '',
    schedulingType: 'specific_date',
    isAnonymous: false,
    senderCustomTitle: '',
    templateId: 0,
    questions: [],
    postalAddress: null,
    lifeProofCadence: '',
    trustedContact: null,
    senderName: '',
    deliverNotBefore: '',
    ...overrides,
  };
}

/** The payloads of the events of one type about one message, in the order they were written to the outbox. */
export async function outboxPayloads(db: MessageDb, type: string, messageId: string) {
  const rows = await db.$queryRaw<{ payload: Record<string, unknown> }[]>`
    SELECT payload FROM outbox_event WHERE type = ${type} AND payload->>'messageId' = ${messageId}
    ORDER BY created_at, id`;
  return rows.map((row) => row.payload);
}

/** The sender a message's row names (a stranger for a message that is not there), as its events carry them. */
async function senderOf(db: MessageDb, messageId: string): Promise<string> {
  const message = await db.message.findUnique({ where: { id: messageId }, select: { userId: true } });
  return message?.userId ?? randomUUID();
}

/** `releaseMessage` as a due delivery calls it: with the sender the row names. */
export async function releaseById(deps: MessageDeps, messageId: string) {
  // Its date comes first: the message service releases nothing before its own date (test letters are years ahead).
  await deps.db.$executeRaw`
    UPDATE message SET delivery_date = least(delivery_date, now()), deliver_not_before = least(deliver_not_before, now())
    WHERE id = ${messageId}::uuid`;
  return releaseMessage(deps, { messageId, userId: await senderOf(deps.db, messageId) });
}

/** `recordDelivered` as notification's report reaches it: naming the sender the row names. */
export async function reportDelivered(deps: MessageDeps, report: { messageId: string; deliveredAt: Date }) {
  return recordDelivered(deps, { ...report, userId: await senderOf(deps.db, report.messageId) });
}
