import { hashToken } from '@app/platform/secret-token';
import { isOpenLifeProofState } from '@app/proto/rules/life-proof';
import { spendReviewToken } from '../db/armed-review-repository.ts';
import { listSwitchesOf, lockSwitch } from '../db/life-proof-repository.ts';
import { applyLifeProofStep } from './apply-life-proof-step.ts';
import type { SchedulerDeps } from './deps.ts';
import { reviewNotFound } from './errors.ts';
import { onConfirm } from './life-proof-state.ts';

/**
 * The sender answered their review: each open switch of theirs takes it as a confirmation (`reviewed`: the count
 * starts again, a pause runs its course), all in one transaction with the link spent, so it answers once.
 * Answers how many switches counted it.
 */
export async function confirmReview(deps: SchedulerDeps, token: string): Promise<number> {
  if (!token || token.length > 100) throw reviewNotFound();
  const now = deps.now();
  const confirmed = await deps.db.$transaction(async (tx) => {
    const userId = await spendReviewToken(tx, hashToken(token));
    if (!userId) throw reviewNotFound();
    let count = 0;
    for (const { messageId } of await listSwitchesOf(tx, userId)) {
      const current = await lockSwitch(tx, messageId);
      if (!current || !isOpenLifeProofState(current.state)) continue;
      await applyLifeProofStep(tx, current, { ...onConfirm(current, now), cause: 'reviewed' }, now);
      count += 1;
    }
    return count;
  });
  deps.eventsWritten();
  return confirmed;
}
