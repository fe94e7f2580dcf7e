import { claimEvent } from '@app/platform/idempotency';
import { lockWaitingSwitchesOf } from '../db/life-proof-repository.ts';
import { applyLifeProofStep } from './apply-life-proof-step.ts';
import type { SchedulerDeps } from './deps.ts';
import { onActivity, type ActivityCause } from './life-proof-state.ts';

/**
 * The sender signed in or sealed a message at `at`: where they agreed that this counts, each of their switches
 * that was already waiting for an answer then is answered, as by a confirmation, with the activity as its
 * cause (a release waiting for its date is undone). An event that arrives late (a consumer that was down, a stream read from its start) answers only
 * what it would have answered on time. Once per event; answers how many switches it answered.
 */
export async function countActivityAsLife(
  deps: SchedulerDeps,
  event: { id: string; userId: string; at: Date },
  cause: ActivityCause,
  consumer: string,
): Promise<number> {
  const now = deps.now();
  return deps.db.$transaction(async (tx) => {
    if (!(await claimEvent(tx, consumer, event.id))) return 0;
    let answered = 0;
    for (const current of await lockWaitingSwitchesOf(tx, event.userId, event.at)) {
      const transition = onActivity(current, cause, now);
      if (!transition) continue;
      // Null: a release it would undo has already gone out.
      if (await applyLifeProofStep(tx, current, transition, now)) answered += 1;
    }
    return answered;
  });
}
