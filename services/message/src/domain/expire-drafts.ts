import { DRAFT_TTL_DAYS } from '@app/proto/rules/drafts';
import { deleteMessageRow, lockExpiredDrafts } from '../db/message-repository.ts';
import type { MessageDeps } from './deps.ts';
import { recordDeletion } from './record-deletion.ts';

export const EXPIRY_BATCH = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes messages left unsealed for DRAFT_TTL_DAYS, each as any deletion is made (its record and
 * message.deleted, so media purges its attachments). Never a sealed message. Answers how many went.
 */
export async function expireDrafts(deps: Pick<MessageDeps, 'db' | 'now' | 'eventsWritten'>): Promise<number> {
  const before = new Date(deps.now().getTime() - DRAFT_TTL_DAYS * DAY_MS);
  const expired = await deps.db.$transaction(async (tx) => {
    const drafts = await lockExpiredDrafts(tx, before, EXPIRY_BATCH);
    for (const draft of drafts) {
      await deleteMessageRow(tx, draft.id);
      const never = {
        sealedAt: null,
        deliveredAt: null,
        readAt: null,
        lockedAt: null,
        deliveryFailedAt: null,
        deliveryFailureCause: null,
      };
      await recordDeletion(
        tx,
        { messageId: draft.id, userId: draft.userId, reason: 'expired', wasDelivered: false },
        { ...draft, ...never },
        deps.now(),
      );
    }
    return drafts.length;
  });
  if (expired > 0) deps.eventsWritten();
  return expired;
}
