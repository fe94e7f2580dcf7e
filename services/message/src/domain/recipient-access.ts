import { formatAccessCode, normaliseAccessCode } from '@app/platform/access-code';
import type { AsyncClient } from '@app/platform/grpc-client';
import type { AccessServiceDefinition } from '@app/proto/gen/app/access/v1/AccessService.ts';
import { writeEvent } from '@app/platform/outbox';
import {
  deleteMessageRow,
  deleteTombstone,
  findMessageById,
  findSealedByCodeHash,
  findTombstone,
  insertTombstone,
  markReadRow,
} from '../db/message-repository.ts';
import { verifyAnswer } from './answer-hash.ts';
import { recordDeletion } from './record-deletion.ts';
import type { MessageDeps } from './deps.ts';
import { notFound } from './add-question.ts';
import { accessCodeHash, fieldReader, open } from './sealed-fields.ts';

/**
 * A sealed message by id, for other services' internal calls. One answer for an id that never existed, a
 * deleted message and an unsealed draft: nothing to tell apart.
 */
export async function sealedMessage(deps: MessageDeps, messageId: string) {
  const row = await findMessageById(deps.db, messageId);
  if (!row || !row.sealedAt) throw notFound();
  return row;
}

type SealedRow = Awaited<ReturnType<typeof sealedMessage>>;

/** What the recipient reads, decrypted from a sealed row. */
function recipientView(deps: MessageDeps, row: SealedRow) {
  const o = fieldReader(deps, row.id);
  return {
    messageId: row.id,
    userId: row.userId,
    subject: o('subject', row.subjectEnc),
    content: o('content', row.contentEnc),
    recipient: o('recipient', row.recipientEnc),
    isAnonymous: row.isAnonymous,
    senderName: row.isAnonymous ? '' : o('senderName', row.senderNameEnc),
    senderEmail: row.isAnonymous ? '' : o('senderEmail', row.senderEmailEnc),
    senderCustomTitle: row.isAnonymous ? '' : o('senderCustomTitle', row.senderCustomTitleEnc),
    createdAt: row.createdAt.toISOString(),
    // Notification's report can come after the recipient opened it: until then, when it went out.
    deliveredAt: (row.deliveredAt ?? row.releasedAt)?.toISOString() ?? '',
    hasMedia: row.hasMedia,
    answersCorrect: true,
  };
}

/**
 * The message a typed code opens, with what opening it needs (never its answers). With `openUnprotected`, a
 * delivered message without questions comes opened too: nothing more stands between the code and its text.
 */
export async function lookupAccessCode(deps: MessageDeps, typedCode: string, openUnprotected = false) {
  const code = normaliseAccessCode(typedCode);
  if (!code) throw notFound();
  const row = await findSealedByCodeHash(deps.db, accessCodeHash(deps, code));
  if (!row) throw notFound();
  const isOpenable = opensForRecipient(row);
  const unprotected = row.questions.length === 0 && isOpenable;
  return {
    messageId: row.id,
    userId: row.userId,
    accessCode: formatAccessCode(code),
    securityLevel: row.securityLevel,
    questions: row.questions.map((q) => open(deps, row.id, `question:${q.position}`, q.questionEnc)),
    isOpenable,
    deliveryDate: row.deliveryDate?.toISOString() ?? '',
    schedulingType: row.schedulingType,
    opened: openUnprotected && unprotected ? recipientView(deps, row) : null,
  };
}

/**
 * Whether the message opens for its recipient: one that goes by e-mail from its release, before the e-mail is
 * written, so its link works however late notification reports; a letter once posted (days before it can
 * arrive), so a code printed and still in the admin's hands opens nothing.
 */
function opensForRecipient(row: SealedRow): boolean {
  return row.deliveryMethod === 'email' ? row.releasedAt !== null : row.isDelivered;
}

/** True when there is one answer per question and each matches (all are hashed: no early exit to time). */
async function answersMatch(deps: MessageDeps, row: SealedRow, answers: string[]): Promise<boolean> {
  if (answers.length !== row.questions.length) return false;
  const results = await Promise.all(
    row.questions.map((q, i) => verifyAnswer(deps.answerPepper, q.answerHash, answers[i] ?? '')),
  );
  return results.every(Boolean);
}

/**
 * What the recipient reads; the access service has already decided they may, or, with `checkAnswers`, asks
 * for the answers to be checked here first. A wrong set opens nothing.
 */
export async function openForRecipient(
  deps: MessageDeps,
  messageId: string,
  check: { answers: string[] } | null = null,
) {
  const row = await sealedMessage(deps, messageId);
  if (check && !(await answersMatch(deps, row, check.answers))) return { answersCorrect: false };
  return recipientView(deps, row);
}

/** The first full view by its recipient: read, and the sender is told (message.read). */
export async function markRead(deps: MessageDeps, messageId: string): Promise<{ readNow: boolean }> {
  const row = await sealedMessage(deps, messageId);
  const readNow = await deps.db.$transaction(async (tx) => {
    if (!(await markReadRow(tx, messageId, deps.now()))) return false;
    await writeEvent(tx, 'message.read', { messageId, userId: row.userId });
    return true;
  });
  if (readNow) deps.eventsWritten();
  return { readNow };
}

export type RecipientDeletion = 'recipient' | 'attempts';

/**
 * Deletes a message on the recipient's side. Who it was for stays, encrypted as before, in a tombstone that
 * notification reads to send the notices and then forgets. Repeating it finds nothing and changes nothing.
 */
export async function deleteForRecipient(
  deps: MessageDeps,
  messageId: string,
  reason: RecipientDeletion,
): Promise<void> {
  const row = await findMessageById(deps.db, messageId);
  if (!row) return;
  const deleted = await deps.db.$transaction(async (tx) => {
    if (!(await deleteMessageRow(tx, messageId))) return false;
    await insertTombstone(tx, {
      messageId,
      userId: row.userId,
      recipientEnc: row.recipientEnc,
      recipientEmailEnc: row.recipientEmailEnc,
      senderNameEnc: row.isAnonymous ? null : row.senderNameEnc,
      reason,
    });
    await recordDeletion(
      tx,
      { messageId, userId: row.userId, reason, wasDelivered: row.isDelivered },
      row,
      deps.now(),
    );
    return true;
  });
  if (deleted) deps.eventsWritten();
}

export async function getTombstone(deps: MessageDeps, messageId: string) {
  const row = await findTombstone(deps.db, messageId);
  if (!row) throw notFound();
  return {
    messageId: row.messageId,
    userId: row.userId,
    recipient: open(deps, row.messageId, 'recipient', row.recipientEnc),
    recipientEmail: open(deps, row.messageId, 'recipientEmail', row.recipientEmailEnc),
    senderName: row.senderNameEnc ? open(deps, row.messageId, 'senderName', row.senderNameEnc) : '',
    reason: row.reason,
  };
}

/**
 * notification.deletion.notified → the notices are sent, so who the message was for is forgotten. A repeat
 * finds nothing left.
 */
export async function forgetTombstone(deps: MessageDeps, messageId: string): Promise<{ forgotten: boolean }> {
  return { forgotten: await deleteTombstone(deps.db, messageId) };
}

type AccessClient = Pick<AsyncClient<AccessServiceDefinition>, 'IsDestroyed'>;

/**
 * access.attempts.exhausted or access.message.deleted_by_recipient → the message is deleted on the recipient's
 * side, once the access service confirms it closed it: a forged event must not delete any message by its id.
 * False when it does not confirm.
 */
export async function deleteClosedMessage(
  deps: MessageDeps,
  access: AccessClient,
  messageId: string,
  reason: RecipientDeletion,
): Promise<boolean> {
  if (!(await access.IsDestroyed({ messageId })).destroyed) return false;
  await deleteForRecipient(deps, messageId, reason);
  return true;
}
