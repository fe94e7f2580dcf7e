import { writeEvent } from '@app/platform/outbox';
import type { Prisma } from '../db/client.ts';
import type { MessageRow } from '../db/message-repository.ts';
import { insertDeletion } from '../db/message-repository.ts';

export type Deletion = {
  messageId: string;
  userId: string;
  /**
   * expired: left unsealed past DRAFT_TTL_DAYS (proto/src/rules/drafts.ts); account: its owner closed their
   * account (erase-account.ts); declined: its recipient refused its sender before it came due
   * (recipient-choices.ts).
   */
  reason: 'owner' | 'recipient' | 'attempts' | 'expired' | 'account' | 'declined';
  wasDelivered: boolean;
};

/** What the deleted row was, as kinds and instants: what its sender's card and timeline keep showing. */
export type DeletedMessageFacts = {
  messageType: MessageRow['messageType'];
  deliveryMethod: MessageRow['deliveryMethod'];
  schedulingType: MessageRow['schedulingType'];
  createdAt: Date;
  sealedAt: Date | null;
  deliveredAt: Date | null;
  readAt: Date | null;
  lockedAt: Date | null;
  deliveryFailedAt: Date | null;
  deliveryFailureCause: string | null;
};

/** Who it was for and its subject, still encrypted as in the message (bound to its id and field). */
type SealedNames = { recipientEnc?: string; subjectEnc?: string };

/**
 * Inside the transaction that deleted the row: the lasting record of the deletion (with the row's kinds and
 * instants), and the event that tells the other services. They ask for the record (GetDeletion) before they
 * act on the event. A message deleted on its recipient's side also keeps its recipient's name and its subject,
 * encrypted, so its sender can tell which one it was; one its owner deleted keeps no word of it.
 */
export async function recordDeletion(
  tx: Prisma.TransactionClient,
  deletion: Deletion,
  row: DeletedMessageFacts & SealedNames,
  at: Date,
): Promise<void> {
  const facts: DeletedMessageFacts = {
    messageType: row.messageType,
    deliveryMethod: row.deliveryMethod,
    schedulingType: row.schedulingType,
    createdAt: row.createdAt,
    sealedAt: row.sealedAt,
    deliveredAt: row.deliveredAt,
    readAt: row.readAt,
    lockedAt: row.lockedAt,
    deliveryFailedAt: row.deliveryFailedAt,
    deliveryFailureCause: row.deliveryFailureCause,
  };
  const onRecipientsSide = ['recipient', 'attempts', 'declined'].includes(deletion.reason);
  const names = onRecipientsSide
    ? { recipientEnc: row.recipientEnc ?? null, subjectEnc: row.subjectEnc ?? null }
    : {};
  await insertDeletion(tx, { ...deletion, ...facts, ...names, deletedAt: at });
  await writeEvent(tx, 'message.deleted', deletion);
}
