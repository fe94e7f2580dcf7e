import { mayOutliveAccount } from '@app/proto/rules/account-deletion';
import {
  deleteMessageRow,
  eraseDeletionWordsOf,
  deleteTombstonesOf,
  listOwnedMessages,
  type MessageFields,
} from '../db/message-repository.ts';
import { deleteRefusalsOfSender } from '../db/recipient-refusal-repository.ts';
import type { MessageDeps } from './deps.ts';
import { recordDeletion } from './record-deletion.ts';

export type AccountErasure = { userId: string; deliverMessageIds: readonly string[] };

/** What one erasure did: messages deleted now, and those left to go out as their sender chose. */
export type ErasureOutcome = { deleted: number; delivering: number };

function outlives(message: MessageFields, chosen: ReadonlySet<string>): boolean {
  return (
    chosen.has(message.id) &&
    mayOutliveAccount({
      isSealed: message.sealedAt !== null,
      schedulingType: message.schedulingType,
      isDelivered: message.isDelivered,
      requiresPayment: message.requiresPayment,
      paid: message.paid,
      isLocked: message.lockedAt !== null,
      deliveryFailed: message.deliveryFailedAt !== null,
    })
  );
}

/**
 * auth.user.deleted → every message of the closed account is deleted as `account` (its message.deleted takes
 * its attachments, attempts, jobs and logs, and gives back what was paid), except the waiting dated ones its
 * sender chose to have delivered still. Each deletion is its own transaction, so a redelivered event goes on
 * where a crash left off. Then what is left of them here loses every word: the tombstones that named whom to
 * tell, the names kept on earlier deletions, and the refusals naming them. The deletion records themselves stay (ids and instants), as
 * the other services confirm their erasure against them (docs/account-api.md, "What stays").
 */
export async function eraseAccount(deps: MessageDeps, erasure: AccountErasure): Promise<ErasureOutcome> {
  const chosen = new Set(erasure.deliverMessageIds);
  const outcome: ErasureOutcome = { deleted: 0, delivering: 0 };
  for (const message of await listOwnedMessages(deps.db, erasure.userId)) {
    if (outlives(message, chosen)) {
      outcome.delivering += 1;
      continue;
    }
    const deleted = await deps.db.$transaction(async (tx) => {
      if (!(await deleteMessageRow(tx, message.id))) return false;
      const deletion = {
        messageId: message.id,
        userId: erasure.userId,
        reason: 'account' as const,
        wasDelivered: message.isDelivered,
      };
      await recordDeletion(tx, deletion, message, deps.now());
      return true;
    });
    if (deleted) outcome.deleted += 1;
  }
  await deps.db.$transaction(async (tx) => {
    await deleteTombstonesOf(tx, erasure.userId);
    await eraseDeletionWordsOf(tx, erasure.userId);
    await deleteRefusalsOfSender(tx, erasure.userId);
  });
  if (outcome.deleted > 0) deps.eventsWritten();
  return outcome;
}
