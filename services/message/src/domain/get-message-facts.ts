import { findDeletion, findOwnedMessage } from '../db/message-repository.ts';
import type { MessageDeps, Owner } from './deps.ts';
import { notFound } from './errors.ts';
import { iso } from './instants.ts';

const isRemovedByRecipient = (reason: string) => reason === 'recipient' || reason === 'attempts';

/**
 * The owner's message as instants (and its count of contact changes) only, for its timeline and for the
 * scheduler's check of an event that would change a switch: never a field a person wrote.
 */
export async function getMessageFacts(deps: MessageDeps, owner: Owner, messageId: string) {
  const row = await findOwnedMessage(deps.db, owner.userId, messageId);
  if (row) {
    return {
      ...instantsOf(row),
      deletedAt: '',
      deletionReason: '',
      trustedContactChanges: row.trustedContactChanges,
    };
  }
  // Deleted on the recipient's side: its timeline outlives its content. The sender's own deletion does not
  // come back (they chose to be rid of it).
  const removed = await findDeletion(deps.db, messageId);
  if (!removed || removed.userId !== owner.userId || !isRemovedByRecipient(removed.reason)) throw notFound();
  return {
    ...instantsOf(removed),
    deletedAt: iso(removed.deletedAt),
    deletionReason: removed.reason,
    trustedContactChanges: 0,
  };
}

function instantsOf(facts: {
  createdAt: Date | null;
  sealedAt: Date | null;
  deliveredAt: Date | null;
  readAt: Date | null;
  lockedAt: Date | null;
  deliveryFailedAt: Date | null;
  deliveryFailureCause: string | null;
}) {
  return {
    createdAt: iso(facts.createdAt),
    sealedAt: iso(facts.sealedAt),
    deliveredAt: iso(facts.deliveredAt),
    readAt: iso(facts.readAt),
    lockedAt: iso(facts.lockedAt),
    deliveryFailedAt: iso(facts.deliveryFailedAt),
    // A failure recorded before its cause was kept reads as "other".
    deliveryFailureCause: facts.deliveryFailedAt ? (facts.deliveryFailureCause ?? 'other') : '',
  };
}
