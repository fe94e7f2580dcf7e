import { writeEvent } from '@app/platform/outbox';
import { isOpenLifeProofState, REVIEW_INTERVAL_DAYS } from '@app/proto/rules/life-proof';
import { deleteReview, lockDueReviews, postponeReview } from '../db/armed-review-repository.ts';
import { listSwitchesOf } from '../db/life-proof-repository.ts';
import type { SchedulerDeps } from './deps.ts';

export const REVIEW_BATCH = 100;
const REVIEW_INTERVAL_MS = REVIEW_INTERVAL_DAYS * 24 * 60 * 60 * 1000;

/** When the sender's next review falls, counted from `from`. */
export const nextReviewAfter = (from: Date) => new Date(from.getTime() + REVIEW_INTERVAL_MS);

/**
 * Twice a year each sender with something armed is sent the list of it (`scheduler.review.due`), so a switch
 * nobody remembers is seen while its sender can still act. A sender with nothing open any more is forgotten. One
 * review per sender per run, the next counted from this one: a scheduler down for months sends one, not a burst.
 * Answers how many reviews moved.
 */
export async function runDueReviews(deps: SchedulerDeps): Promise<number> {
  const now = deps.now();
  const outcome = await deps.db.$transaction(async (tx) => {
    const due = await lockDueReviews(tx, now, REVIEW_BATCH);
    let written = false;
    for (const { userId } of due) {
      const open = (await listSwitchesOf(tx, userId)).some((found) => isOpenLifeProofState(found.state));
      if (!open) {
        await deleteReview(tx, userId);
        continue;
      }
      await writeEvent(tx, 'scheduler.review.due', { userId });
      await postponeReview(tx, userId, nextReviewAfter(now));
      written = true;
    }
    return { moved: due.length, written };
  });
  if (outcome.written) deps.eventsWritten();
  return outcome.moved;
}
