import { lockDueSwitches } from '../db/life-proof-repository.ts';
import { applyLifeProofStep } from './apply-life-proof-step.ts';
import type { SchedulerDeps } from './deps.ts';
import { onDue } from './life-proof-state.ts';

export const CHECK_IN_BATCH = 100;

/**
 * Moves every switch whose next instant has come one step on: a check-in goes out, or the third unanswered
 * one releases the message. One step per switch per run, decided from the clock at this run: a scheduler
 * that was down for months sends one check-in when it is back, never a burst that releases at once.
 * Answers how many switches moved.
 */
export async function runDueCheckIns(deps: SchedulerDeps): Promise<number> {
  const now = deps.now();
  const outcome = await deps.db.sql.$transaction(async (tx) => {
    const due = await lockDueSwitches(tx, now, CHECK_IN_BATCH);
    let released = false;
    for (const current of due) {
      const transition = onDue(current, now);
      if (!transition) continue;
      await applyLifeProofStep(tx, current, transition, now);
      released ||= transition.release;
    }
    return { moved: due.length, released };
  });
  if (outcome.moved > 0) deps.eventsWritten();
  if (outcome.released) deps.jobsChanged();
  return outcome.moved;
}
