import { findDeletion } from '../db/message-repository.ts';
import type { MessageDeps } from './deps.ts';
import { notFound } from './errors.ts';

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
