import { DELIVERY_METHODS } from '@app/proto/rules/prices';
import { MESSAGE_TYPES, SCHEDULING_TYPES } from '@app/proto/rules/message-types';
import { knownValue } from '@app/proto/rules/proto-enum';
import {
  findDeletion,
  findMessageById,
  findRemovedMessagesOf,
  findOwnedMessage,
  listOwnedMessages,
  type MessageRow,
} from '../db/message-repository.ts';
import { notFound } from './errors.ts';
import type { MessageDeps, Owner } from './deps.ts';
import { messageOfPaymentToken } from './payment-token.ts';
import { fieldReader, openPostalAddress, openTrustedContact } from './sealed-fields.ts';
import { messageStatus } from './validate-message.ts';

type Row = Omit<MessageRow, 'questions'>;

/** What the owner's home card shows; never the content. */
export function toSummary(deps: Pick<MessageDeps, 'keyRing'>, row: Row) {
  const o = fieldReader(deps, row.id);
  return {
    id: row.id,
    recipient: o('recipient', row.recipientEnc),
    recipientEmail: o('recipientEmail', row.recipientEmailEnc),
    subject: o('subject', row.subjectEnc),
    messageType: row.messageType,
    securityLevel: row.securityLevel,
    deliveryMethod: row.deliveryMethod,
    deliveryDate: row.deliveryDate?.toISOString() ?? '',
    schedulingType: row.schedulingType,
    accessCode: o('accessCode', row.accessCodeEnc),
    status: messageStatus(row),
    isDelivered: row.isDelivered,
    isRead: row.isRead,
    isSealed: row.sealedAt !== null,
    requiresPayment: row.requiresPayment,
    paid: row.paid,
    hasMedia: row.hasMedia,
    isAnonymous: row.isAnonymous,
    createdAt: row.createdAt.toISOString(),
    isLocked: row.lockedAt !== null,
    deliveryFailed: row.deliveryFailedAt !== null,
    deliverNotBefore: row.deliverNotBefore?.toISOString() ?? '',
  };
}

export async function listMessages(deps: MessageDeps, owner: Owner) {
  return (await listOwnedMessages(deps.db, owner.userId)).map((row) => toSummary(deps, row));
}

/**
 * The owner's whole message (content, sender, question texts; never the answers): for the owner, or for
 * whoever holds a live payment token issued for it (the guest payment pages).
 */
export async function getMessage(
  deps: MessageDeps,
  reader: { owner: Owner } | { paymentToken: string },
  messageId: string,
) {
  const row =
    'owner' in reader
      ? await findOwnedMessage(deps.db, reader.owner.userId, messageId)
      : (await messageOfPaymentToken(deps, reader.paymentToken, messageId))
        ? await findMessageById(deps.db, messageId)
        : null;
  if (!row) throw notFound();
  const o = fieldReader(deps, row.id);
  return {
    summary: toSummary(deps, row),
    content: o('content', row.contentEnc),
    senderName: o('senderName', row.senderNameEnc),
    senderEmail: o('senderEmail', row.senderEmailEnc),
    senderCustomTitle: o('senderCustomTitle', row.senderCustomTitleEnc),
    questions: row.questions.map((q) => o(`question:${q.position}`, q.questionEnc)),
    templateId: row.templateId ?? 0,
    postalAddress: openPostalAddress(deps, row.id, row.postalAddressEnc),
    trustedContact: openTrustedContact(deps, row.id, row.trustedContactEnc),
  };
}

/** The owner's message as instants only, for its timeline: never a field a person wrote. */
export async function getMessageFacts(deps: MessageDeps, owner: Owner, messageId: string) {
  const row = await findOwnedMessage(deps.db, owner.userId, messageId);
  if (row) {
    return { ...instantsOf(row), deletedAt: '', deletionReason: '' };
  }
  // Deleted on the recipient's side: its timeline outlives its content. The sender's own deletion does not
  // come back (they chose to be rid of it).
  const removed = await findDeletion(deps.db, messageId);
  if (!removed || removed.userId !== owner.userId || !isRemovedByRecipient(removed.reason)) throw notFound();
  return {
    ...instantsOf(removed),
    deletedAt: iso(removed.deletedAt),
    deletionReason: removed.reason,
  };
}

const REMOVED_LIST_LIMIT = 100;
const isRemovedByRecipient = (reason: string) => reason === 'recipient' || reason === 'attempts';
const iso = (instant: Date | null) => instant?.toISOString() ?? '';

function instantsOf(facts: {
  createdAt: Date | null;
  sealedAt: Date | null;
  deliveredAt: Date | null;
  readAt: Date | null;
  lockedAt: Date | null;
  deliveryFailedAt: Date | null;
}) {
  return {
    createdAt: iso(facts.createdAt),
    sealedAt: iso(facts.sealedAt),
    deliveredAt: iso(facts.deliveredAt),
    readAt: iso(facts.readAt),
    lockedAt: iso(facts.lockedAt),
    deliveryFailedAt: iso(facts.deliveryFailedAt),
  };
}

/** The owner's messages deleted on the recipient's side: what their cards still say. */
export async function listRemovedMessages(deps: MessageDeps, owner: Owner) {
  const rows = await findRemovedMessagesOf(deps.db, owner.userId, REMOVED_LIST_LIMIT);
  return rows.map((row) => ({
    messageId: row.messageId,
    recipient: fieldReader(deps, row.messageId)('recipient', row.recipientEnc),
    subject: fieldReader(deps, row.messageId)('subject', row.subjectEnc),
    messageType: knownValue(MESSAGE_TYPES, row.messageType),
    deliveryMethod: knownValue(DELIVERY_METHODS, row.deliveryMethod),
    schedulingType: knownValue(SCHEDULING_TYPES, row.schedulingType),
    reason: row.reason,
    createdAt: iso(row.createdAt),
    sealedAt: iso(row.sealedAt),
    deliveredAt: iso(row.deliveredAt),
    readAt: iso(row.readAt),
    deletedAt: iso(row.deletedAt),
  }));
}
