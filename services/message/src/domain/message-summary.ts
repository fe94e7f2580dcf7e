import type { MessageRow } from '../db/message-repository.ts';
import type { MessageDeps } from './deps.ts';
import { fieldReader } from './sealed-fields.ts';
import { messageStatus } from './validate-message.ts';

type Row = Omit<MessageRow, 'questions'>;

/**
 * What the owner's home card shows; never the content. `recipientDeclined`: unsealed, and its recipient refused
 * its sender (isDeclined), which the caller asks only of an unsealed message.
 */
export function toSummary(deps: Pick<MessageDeps, 'keyRing'>, row: Row, recipientDeclined = false) {
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
    // A failure recorded before its cause was kept reads as "other".
    deliveryFailureCause: row.deliveryFailedAt ? (row.deliveryFailureCause ?? 'other') : '',
    deliverNotBefore: row.deliverNotBefore?.toISOString() ?? '',
    recipientDeclined,
  };
}
