import { hashToken } from '@app/platform/secret-token';
import { isOpenLifeProofState } from '@app/proto/rules/life-proof';
import { spendReviewToken } from '../db/armed-review-repository.ts';
import { listSwitchesOf, lockSwitch } from '../db/life-proof-repository.ts';
import { applyLifeProofStep } from './apply-life-proof-step.ts';
import type { SchedulerDeps } from './deps.ts';
import { reviewNotFound } from './errors.ts';
import { onConfirm } from './life-proof-state.ts';

// The switch already asks for an answer of its own (its last chance, or its trusted contact): a link mailed
// months ago must not stand in for it.
const answeredOnlyByItsOwnLink = new Set(['last_chance', 'awaiting_contact']);

/**
 * The sender answered their review: each open switch of theirs takes it as a confirmation (`reviewed`: the count
 * starts again, a pause runs its course), all in one transaction with the link spent, so it answers once. Not a
 * switch in its last chance or asking its trusted contact (`held`: the page says to answer that e-mail or sign
 * in). The link dies at any sign of life on any of the sender's switches after it was minted, as a check-in's
 * does: an old e-mail cannot outlive what the sender did since.
 */
export async function confirmReview(
  deps: SchedulerDeps,
  token: string,
): Promise<{ confirmed: number; held: number }> {
  if (!token || token.length > 100) throw reviewNotFound();
  const now = deps.now();
  const outcome = await deps.db.$transaction(async (tx) => {
    const spent = await spendReviewToken(tx, hashToken(token));
    if (!spent) throw reviewNotFound();
    const switches = [];
    for (const { messageId } of await listSwitchesOf(tx, spent.userId)) {
      const current = await lockSwitch(tx, messageId);
      if (current) switches.push(current);
    }
    const lifeSigns = switches.reduce((sum, current) => sum + current.lifeSigns, 0);
    if (spent.lifeSignsAtIssue === null || lifeSigns !== spent.lifeSignsAtIssue) throw reviewNotFound();
    let confirmed = 0;
    let held = 0;
    for (const current of switches) {
      if (!isOpenLifeProofState(current.state)) continue;
      if (answeredOnlyByItsOwnLink.has(current.state)) {
        held += 1;
        continue;
      }
      await applyLifeProofStep(tx, current, { ...onConfirm(current, now), cause: 'reviewed' }, now);
      confirmed += 1;
    }
    return { confirmed, held };
  });
  deps.eventsWritten();
  return outcome;
}
