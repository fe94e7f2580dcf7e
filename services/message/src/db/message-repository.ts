import { preparedStatement } from '@app/db/sql-over-pool';
import { changeWithEvent, type PreparedEvent } from '@app/platform/outbox';
import type { SqlExecutor } from '@app/platform/sql';
import type { BounceCause } from '@app/proto/rules/bounce-causes';
import type { LifeProofCadence } from '@app/proto/rules/life-proof';
import type { MessageDb, Prisma } from './client.ts';

type Tx = MessageDb | Prisma.TransactionClient;

export type MessageRow = Prisma.MessageGetPayload<{ include: { questions: true } }>;

export type MessageFields = Omit<MessageRow, 'questions'>;
type QuestionFields = MessageRow['questions'][number];

// The recipient's path (findSealedByCodeHash, findMessageById) reads in plain SQL through the client's pool:
// Prisma's query compiler costs several times the CPU of the query itself (docs/architecture.md, Hot-path
// reads). Each field's column, as prisma/schema.prisma maps it: a field added there fails to compile here
// until it is read too, so the row keeps the shape Prisma gives.
const messageColumns = {
  id: 'id',
  userId: 'user_id',
  messageType: 'message_type',
  securityLevel: 'security_level',
  deliveryMethod: 'delivery_method',
  schedulingType: 'scheduling_type',
  timeZone: 'time_zone',
  lifeProofCadence: 'life_proof_cadence',
  deliveryDate: 'delivery_date',
  deliverNotBefore: 'deliver_not_before',
  isAnonymous: 'is_anonymous',
  recipientEnc: 'recipient_enc',
  recipientEmailEnc: 'recipient_email_enc',
  recipientKey: 'recipient_key',
  subjectEnc: 'subject_enc',
  contentEnc: 'content_enc',
  senderNameEnc: 'sender_name_enc',
  senderEmailEnc: 'sender_email_enc',
  senderCustomTitleEnc: 'sender_custom_title_enc',
  postalAddressEnc: 'postal_address_enc',
  trustedContactEnc: 'trusted_contact_enc',
  accessCodeHash: 'access_code_hash',
  accessCodeEnc: 'access_code_enc',
  templateId: 'template_id',
  hasMedia: 'has_media',
  sealedAt: 'sealed_at',
  requiresPayment: 'requires_payment',
  paid: 'paid',
  releasedAt: 'released_at',
  isDelivered: 'is_delivered',
  deliveredAt: 'delivered_at',
  isRead: 'is_read',
  notifyDelivery: 'notify_delivery',
  notifyRead: 'notify_read',
  readAt: 'read_at',
  lockedAt: 'locked_at',
  deliveryFailedAt: 'delivery_failed_at',
  deliveryFailureCause: 'delivery_failure_cause',
  recipientCorrections: 'recipient_corrections',
  trustedContactChanges: 'trusted_contact_changes',
  createdAt: 'created_at',
} as const satisfies Record<keyof MessageFields, string>;

const questionColumns = {
  id: 'id',
  messageId: 'message_id',
  position: 'position',
  questionEnc: 'question_enc',
  answerHash: 'answer_hash',
  createdAt: 'created_at',
} as const satisfies Record<keyof QuestionFields, string>;

// One statement for the message and its questions (in position order): a round trip less than two queries.
// Inside JSON a timestamp is text; it is made a Date again below.
const messageFields = Object.entries(messageColumns).map(([field, column]) => `m."${column}" AS "${field}"`);
const questionFields = Object.entries(questionColumns).map(([field, column]) => `'${field}', q."${column}"`);
const selectMessage = `
  SELECT ${messageFields.join(', ')},
    COALESCE(
      (SELECT json_agg(json_build_object(${questionFields.join(', ')}) ORDER BY q."position")
       FROM security_question q WHERE q.message_id = m.id),
      '[]'::json) AS questions
  FROM message m`;

const messageById = preparedStatement(`${selectMessage} WHERE m.id = $1::uuid`);
const sealedMessageByCodeHash = preparedStatement(
  `${selectMessage} WHERE m.access_code_hash = $1 AND m.sealed_at IS NOT NULL`,
);

type SelectedMessage = MessageFields & {
  questions: (Omit<QuestionFields, 'createdAt'> & { createdAt: string })[];
};

async function selectMessageRow(
  db: MessageDb,
  statement: ReturnType<typeof preparedStatement>,
  value: string,
): Promise<MessageRow | null> {
  const { rows } = await db.pool.query<SelectedMessage>({ ...statement, values: [value] });
  const row = rows[0];
  if (!row) return null;
  return { ...row, questions: row.questions.map((q) => ({ ...q, createdAt: new Date(q.createdAt) })) };
}

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

/**
 * Marks a sealed message waiting for payment as paid, once: what its `message.ready` event carries, or null when
 * it was not waiting (paid already, or no such sealed message).
 */
export async function markPaidRow(db: Tx, id: string) {
  const [row] = await db.$queryRaw<
    {
      user_id: string;
      scheduling_type: string;
      delivery_date: Date | null;
      time_zone: string;
      life_proof_cadence: LifeProofCadence;
    }[]
  >`
    UPDATE message SET paid = true
    WHERE id = ${id}::uuid AND sealed_at IS NOT NULL AND requires_payment AND NOT paid
    RETURNING user_id::text, scheduling_type::text, delivery_date, time_zone,
      life_proof_cadence::text AS life_proof_cadence`;
  return row ?? null;
}

export async function setHasMedia(db: Tx, id: string): Promise<void> {
  await db.message.updateMany({ where: { id, sealedAt: null }, data: { hasMedia: true } });
}

/** An attachment joins this owner's message while it is unsealed; true when it did. */
export async function attachToOpenMessage(db: Tx, id: string, userId: string): Promise<boolean> {
  const { count } = await db.message.updateMany({
    where: { id, userId, sealedAt: null },
    data: { hasMedia: true },
  });
  return count === 1;
}

export async function deleteMessageRow(db: Tx, id: string): Promise<boolean> {
  const { count } = await db.message.deleteMany({ where: { id } });
  return count === 1;
}

/** Any message by id, for the internal calls of other services (never an owner's or recipient's call). */
export function findMessageById(db: MessageDb, id: string): Promise<MessageRow | null> {
  return selectMessageRow(db, messageById, id);
}

/**
 * Releases a sealed message for delivery unless it already is, or its own date or wait date has not come by the
 * database's clock (`legado_now()`, migration "database_clock"), whatever the event that asked said: a
 * scheduler whose host runs fast, or a forged event, sends nothing early. Writes `released` (its event) with it in
 * the same statement: true when this call released it.
 */
export async function markReleasedRow(db: SqlExecutor, id: string, at: Date, released: PreparedEvent) {
  const changed = await changeWithEvent(db, released)`
    UPDATE message m SET released_at = ${at}
    WHERE m.id = ${id}::uuid AND m.released_at IS NULL AND m.sealed_at IS NOT NULL
      AND coalesce(greatest(m.delivery_date, m.deliver_not_before) <= legado_now(), true)
    RETURNING m.id`;
  return changed === 1;
}

/**
 * `markReleasedRow` for the common case, with the check a due delivery makes first in the same statement:
 * releases the sealed message of `userId` unless it is released already, or not due by its own dates (as
 * `markReleasedRow`), or its stored recipient key has refused
 * its sender (or anonymous messages, for an anonymous one), or it has no stored key (older than the column). True
 * when this call released it; false sends the caller through the check, read apart (`findReleaseCheck`).
 */
export async function markReleasedUnlessDeclined(
  db: SqlExecutor,
  id: string,
  userId: string,
  at: Date,
  released: PreparedEvent,
) {
  const changed = await changeWithEvent(db, released)`
    UPDATE message m SET released_at = ${at}
    WHERE m.id = ${id}::uuid AND m.user_id = ${userId}::uuid AND m.released_at IS NULL AND m.sealed_at IS NOT NULL
      AND coalesce(greatest(m.delivery_date, m.deliver_not_before) <= legado_now(), true)
      AND m.recipient_key IS NOT NULL
      AND NOT EXISTS (
        SELECT 1 FROM recipient_refusal r
        WHERE r.recipient_key = m.recipient_key
          AND (r.refused_sender = m.user_id::text OR (m.is_anonymous AND r.refused_sender = 'anonymous')))
    RETURNING m.id`;
  return changed === 1;
}

/**
 * Records a delivery, once, for a released message of `userId`, with `delivered` (its event) in the same
 * statement: true when this call recorded it. A message never released was never written to, whatever a report
 * says, nor one of another sender than the report names; one whose e-mail came back (a bounce's report may be
 * handled first, when events are redelivered) stays not delivered.
 */
export async function markDeliveredRow(
  db: SqlExecutor,
  id: string,
  userId: string,
  at: Date,
  delivered: PreparedEvent,
) {
  const changed = await changeWithEvent(db, delivered)`
    UPDATE message SET is_delivered = true, delivered_at = ${at}
    WHERE id = ${id}::uuid AND user_id = ${userId}::uuid AND is_delivered = false
      AND delivery_failed_at IS NULL AND released_at IS NOT NULL
    RETURNING id`;
  return changed === 1;
}

/** The sealed e-mail letters to an address (its recipient key) still waiting for their release, but one. */
export function listWaitingLettersTo(db: Tx, recipientKey: string, exceptId: string) {
  return db.message.findMany({
    where: {
      recipientKey,
      id: { not: exceptId },
      deliveryMethod: 'email',
      sealedAt: { not: null },
      releasedAt: null,
    },
    select: { id: true, userId: true },
  });
}

/**
 * Records a delivery that failed, once, for a released message: refused while sending, or accepted and then
 * returned (a bounce, after its delivery was reported), which undoes "delivered". Never once it has been read:
 * whoever opened it had the code. True when this call recorded it.
 */
export async function markDeliveryFailedRow(
  db: Tx,
  id: string,
  at: Date,
  cause: BounceCause | null,
): Promise<boolean> {
  const { count } = await db.message.updateMany({
    where: { id, isRead: false, deliveryFailedAt: null, releasedAt: { not: null } },
    data: { deliveryFailedAt: at, deliveryFailureCause: cause, isDelivered: false, deliveredAt: null },
  });
  return count === 1;
}

export function findSealedByCodeHash(db: MessageDb, accessCodeHash: string): Promise<MessageRow | null> {
  return selectMessageRow(db, sealedMessageByCodeHash, accessCodeHash);
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

/** The tombstones of one sender's messages: whom to tell of deletions that sender will never hear of now. */
export async function deleteTombstonesOf(db: Tx, userId: string): Promise<void> {
  await db.messageTombstone.deleteMany({ where: { userId } });
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

/** One sender's deletion records keep their ids and instants, and lose the recipient's name and subject. */
export async function eraseDeletionWordsOf(db: Tx, userId: string): Promise<void> {
  await db.messageDeletion.updateMany({
    where: { userId, OR: [{ recipientEnc: { not: null } }, { subjectEnc: { not: null } }] },
    data: { recipientEnc: null, subjectEnc: null },
  });
}

/** The owner's messages deleted on the recipient's side (by them, or by strict security), newest first. */
export function findRemovedMessagesOf(db: Tx, userId: string, limit: number) {
  return db.messageDeletion.findMany({
    where: { userId, reason: { in: ['recipient', 'attempts', 'declined'] } },
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

/** What correcting the recipient's address needs to know of the owner's message, locked until the commit. */
export async function lockOwnedDelivery(db: Tx, userId: string, id: string) {
  const [row] = await db.$queryRaw<
    {
      deliveryMethod: string;
      releasedAt: Date | null;
      deliveryFailedAt: Date | null;
      isRead: boolean;
      recipientCorrections: number;
    }[]
  >`
    SELECT delivery_method::text AS "deliveryMethod", released_at AS "releasedAt",
           delivery_failed_at AS "deliveryFailedAt", is_read AS "isRead",
           recipient_corrections AS "recipientCorrections"
    FROM message WHERE id = ${id}::uuid AND user_id = ${userId}::uuid FOR UPDATE`;
  return row ?? null;
}

/** A sender's message with what replacing its trusted contact needs, locked until the transaction ends. */
export async function lockOwnedContact(db: Tx, userId: string, id: string) {
  const [row] = await db.$queryRaw<
    {
      schedulingType: string;
      sealedAt: Date | null;
      releasedAt: Date | null;
      recipientEmailEnc: string;
      trustedContactEnc: string | null;
      trustedContactChanges: number;
    }[]
  >`
    SELECT scheduling_type::text AS "schedulingType", sealed_at AS "sealedAt", released_at AS "releasedAt",
           recipient_email_enc AS "recipientEmailEnc", trusted_contact_enc AS "trustedContactEnc",
           trusted_contact_changes AS "trustedContactChanges"
    FROM message WHERE id = ${id}::uuid AND user_id = ${userId}::uuid FOR UPDATE`;
  return row ?? null;
}

export async function changeTrustedContactRow(db: Tx, id: string, trustedContactEnc: string): Promise<void> {
  await db.message.update({
    where: { id },
    data: { trustedContactEnc, trustedContactChanges: { increment: 1 } },
  });
}

/** The recipient's corrected address (sealed), and the failure it answers forgotten: the message goes again. */
export async function correctRecipientRow(
  db: Tx,
  id: string,
  recipient: { recipientEmailEnc: string; recipientKey: string },
): Promise<void> {
  await db.message.update({
    where: { id },
    data: {
      ...recipient,
      deliveryFailedAt: null,
      deliveryFailureCause: null,
      isDelivered: false,
      deliveredAt: null,
      recipientCorrections: { increment: 1 },
    },
  });
}

const releaseCheck = preparedStatement(
  `SELECT m.user_id::text AS "userId", m.released_at IS NOT NULL AS released,
          CASE WHEN m.recipient_key IS NULL THEN NULL ELSE EXISTS (
            SELECT 1 FROM recipient_refusal r
            WHERE r.recipient_key = m.recipient_key
              AND (r.refused_sender = m.user_id::text OR (m.is_anonymous AND r.refused_sender = 'anonymous'))
          ) END AS declined,
          (extract(epoch FROM greatest(m.delivery_date, m.deliver_not_before) - legado_now()) * 1000)::float8
            AS "earlyByMs"
   FROM message m WHERE m.id = $1::uuid`,
);

/**
 * What a delivery checks before it releases the message, in one query: whose it is, whether it was released already, and
 * whether its recipient refused its sender (or anonymous messages, for an anonymous one). `declined` is null for
 * a row without a stored recipient key (older than the column): the caller derives the key from the address.
 * `earlyByMs`: how long until its own date or wait date by the database's clock (null without one; zero or less
 * once come).
 */
export async function findReleaseCheck(db: MessageDb, id: string) {
  const { rows } = await db.pool.query<{
    userId: string;
    released: boolean;
    declined: boolean | null;
    earlyByMs: number | null;
  }>({
    ...releaseCheck,
    values: [id],
  });
  return rows[0] ?? null;
}

/**
 * Every deletion record of up to `limit` accounts closed before `before` (their `account` records say when);
 * answers how many accounts.
 */
export async function deleteDeletionsOfClosedAccounts(
  db: MessageDb,
  before: Date,
  limit: number,
): Promise<number> {
  const rows = await db.$queryRaw<{ user_id: string }[]>`
    WITH closed AS (
      SELECT DISTINCT user_id FROM message_deletion
      WHERE reason = 'account' AND deleted_at < ${before} LIMIT ${limit})
    DELETE FROM message_deletion d USING closed WHERE d.user_id = closed.user_id
    RETURNING d.user_id::text AS user_id`;
  return new Set(rows.map((row) => row.user_id)).size;
}
