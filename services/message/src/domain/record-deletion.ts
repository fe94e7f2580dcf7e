import { writeEvent } from '@app/platform/outbox';
import type { Prisma } from '../db/client.ts';
import { findDeletion, insertDeletion } from '../db/message-repository.ts';
import { notFound } from './add-question.ts';
import type { MessageDeps } from './deps.ts';

export type Deletion = {
  messageId: string;
  userId: string;
  reason: 'owner' | 'recipient' | 'attempts';
  wasDelivered: boolean;
};

/**
 * Inside the transaction that deleted the row: the lasting record of the deletion, and the event that tells
 * the other services. They ask for the record (GetDeletion) before they act on the event.
 */
export async function recordDeletion(
  tx: Prisma.TransactionClient,
  deletion: Deletion,
  at: Date,
): Promise<void> {
  await insertDeletion(tx, { ...deletion, deletedAt: at });
  await writeEvent(tx, 'message.deleted', deletion);
}

/** How a message was deleted; NOT_FOUND when it was not (it lives, or never existed). */
export async function getDeletion(deps: Pick<MessageDeps, 'db'>, messageId: string) {
  const found = await findDeletion(deps.db, messageId);
  if (!found) throw notFound();
  return {
    messageId: found.messageId,
    userId: found.userId,
    reason: found.reason,
    wasDelivered: found.wasDelivered,
    deletedAt: found.deletedAt.toISOString(),
  };
}
