import { findDeletion } from '../db/message-repository.ts';
import type { MessageDeps } from './deps.ts';

/** How a message was deleted; no deletion when it was not (it lives, or never existed). */
export async function getDeletion(deps: Pick<MessageDeps, 'db'>, messageId: string) {
  const found = await findDeletion(deps.db, messageId);
  return {
    deletion: found && {
      messageId: found.messageId,
      userId: found.userId,
      reason: found.reason,
      wasDelivered: found.wasDelivered,
      deletedAt: found.deletedAt.toISOString(),
    },
  };
}
