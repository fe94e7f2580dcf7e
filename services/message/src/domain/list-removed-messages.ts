import { DELIVERY_METHODS } from '@app/proto/rules/prices';
import { MESSAGE_TYPES, SCHEDULING_TYPES } from '@app/proto/rules/message-types';
import { knownValue } from '@app/proto/rules/proto-enum';
import { findRemovedMessagesOf } from '../db/message-repository.ts';
import type { MessageDeps, Owner } from './deps.ts';
import { iso } from './instants.ts';
import { fieldReader } from './sealed-fields.ts';

const REMOVED_LIST_LIMIT = 100;

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
