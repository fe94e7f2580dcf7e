import type { MessageDb, Prisma } from './client.ts';

type Tx = MessageDb | Prisma.TransactionClient;

export type MessageRow = Prisma.MessageGetPayload<{ include: { questions: true } }>;

/** The owner's message, or null for anyone else's (callers answer NOT_FOUND either way). */
export function findOwnedMessage(db: Tx, userId: string, id: string): Promise<MessageRow | null> {
  return db.message.findFirst({
    where: { id, userId },
    include: { questions: { orderBy: { position: 'asc' } } },
  });
}

export function listOwnedMessages(db: Tx, userId: string) {
  return db.message.findMany({ where: { userId }, orderBy: { createdAt: 'desc' } });
}

export function insertMessage(db: Tx, data: Prisma.MessageUncheckedCreateInput) {
  return db.message.create({ data, select: { id: true } });
}

export function insertQuestion(
  db: Tx,
  data: { messageId: string; position: number; questionEnc: string; answerHash: string },
) {
  return db.securityQuestion.create({ data, select: { id: true } });
}

export function countSealedSince(db: Tx, userId: string, since: Date): Promise<number> {
  return db.message.count({ where: { userId, sealedAt: { gte: since } } });
}

/** Seals the message unless it already is; true when this call sealed it. */
export async function markSealed(
  db: Tx,
  id: string,
  data: { sealedAt: Date; requiresPayment: boolean; paid: boolean; timeZone: string },
): Promise<boolean> {
  const { count } = await db.message.updateMany({ where: { id, sealedAt: null }, data });
  return count === 1;
}

export async function setHasMedia(db: Tx, id: string): Promise<void> {
  await db.message.updateMany({ where: { id, sealedAt: null }, data: { hasMedia: true } });
}

export async function deleteMessageRow(db: Tx, id: string): Promise<boolean> {
  const { count } = await db.message.deleteMany({ where: { id } });
  return count === 1;
}

/** Any message by id, for the internal calls of other services (never an owner's or recipient's call). */
export function findMessageById(db: Tx, id: string): Promise<MessageRow | null> {
  return db.message.findUnique({
    where: { id },
    include: { questions: { orderBy: { position: 'asc' } } },
  });
}

/** Releases a sealed message for delivery unless it already is; true when this call released it. */
export async function markReleasedRow(db: Tx, id: string, at: Date): Promise<boolean> {
  const { count } = await db.message.updateMany({
    where: { id, releasedAt: null, sealedAt: { not: null } },
    data: { releasedAt: at },
  });
  return count === 1;
}

/**
 * Marks a released message delivered unless it already is; true when this call delivered it. A message never
 * released was never written to, whatever a report says.
 */
export async function markDeliveredRow(db: Tx, id: string, at: Date): Promise<boolean> {
  const { count } = await db.message.updateMany({
    where: { id, isDelivered: false, releasedAt: { not: null } },
    data: { isDelivered: true, deliveredAt: at },
  });
  return count === 1;
}

/** Records a refused delivery, once, for a released message not delivered; true when this call recorded it. */
export async function markDeliveryFailedRow(db: Tx, id: string, at: Date): Promise<boolean> {
  const { count } = await db.message.updateMany({
    where: { id, isDelivered: false, deliveryFailedAt: null, releasedAt: { not: null } },
    data: { deliveryFailedAt: at },
  });
  return count === 1;
}

export function findSealedByCodeHash(db: Tx, accessCodeHash: string): Promise<MessageRow | null> {
  return db.message.findFirst({
    where: { accessCodeHash, sealedAt: { not: null } },
    include: { questions: { orderBy: { position: 'asc' } } },
  });
}

/** Marks a released message read unless it already is; true when this call did. */
export async function markReadRow(db: Tx, id: string, at: Date): Promise<boolean> {
  const { count } = await db.message.updateMany({
    where: { id, isRead: false, releasedAt: { not: null } },
    data: { isRead: true, readAt: at },
  });
  return count === 1;
}

export async function insertTombstone(
  db: Tx,
  data: {
    messageId: string;
    userId: string;
    recipientEnc: string;
    recipientEmailEnc: string;
    senderNameEnc: string | null;
    reason: string;
  },
): Promise<void> {
  await db.messageTombstone.createMany({ data: [data], skipDuplicates: true });
}

export function findTombstone(db: Tx, messageId: string) {
  return db.messageTombstone.findUnique({ where: { messageId } });
}

/** True when there was one to delete. */
export async function deleteTombstone(db: Tx, messageId: string): Promise<boolean> {
  const { count } = await db.messageTombstone.deleteMany({ where: { messageId } });
  return count === 1;
}

export async function insertPaymentToken(
  db: Tx,
  data: { tokenHash: string; messageId: string; expiresAt: Date },
): Promise<void> {
  await db.paymentToken.create({ data });
}

export function findLivePaymentToken(db: Tx, tokenHash: string, now: Date) {
  return db.paymentToken.findFirst({
    where: { tokenHash, expiresAt: { gt: now } },
    include: { message: true },
  });
}

/** Records that wrong answers locked the message; the first instant stays. False when already recorded. */
export async function setLockedAt(db: Tx, id: string, at: Date): Promise<boolean> {
  const { count } = await db.message.updateMany({ where: { id, lockedAt: null }, data: { lockedAt: at } });
  return count === 1;
}

export async function insertDeletion(db: Tx, deletion: Prisma.MessageDeletionCreateManyInput): Promise<void> {
  await db.messageDeletion.createMany({ data: [deletion], skipDuplicates: true });
}

export function findDeletion(db: Tx, messageId: string) {
  return db.messageDeletion.findUnique({ where: { messageId } });
}

/** The owner's messages deleted on the recipient's side (by them, or by strict security), newest first. */
export function findRemovedMessagesOf(db: Tx, userId: string, limit: number) {
  return db.messageDeletion.findMany({
    where: { userId, reason: { in: ['recipient', 'attempts'] } },
    orderBy: { deletedAt: 'desc' },
    take: limit,
  });
}

export function countOpenDrafts(db: Tx, userId: string): Promise<number> {
  return db.message.count({ where: { userId, sealedAt: null } });
}

/** Unsealed messages made before `before`, locked for this transaction and skipped by any other sweeper. */
export function lockExpiredDrafts(db: Tx, before: Date, limit: number) {
  return db.$queryRaw<
    {
      id: string;
      userId: string;
      messageType: MessageRow['messageType'];
      deliveryMethod: MessageRow['deliveryMethod'];
      schedulingType: MessageRow['schedulingType'];
      createdAt: Date;
    }[]
  >`
    SELECT id::text, user_id::text AS "userId", message_type::text AS "messageType",
           delivery_method::text AS "deliveryMethod", scheduling_type::text AS "schedulingType",
           created_at AS "createdAt"
    FROM message WHERE sealed_at IS NULL AND created_at < ${before}
    ORDER BY created_at LIMIT ${limit} FOR UPDATE SKIP LOCKED`;
}
