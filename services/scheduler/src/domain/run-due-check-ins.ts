import { findBouncingSwitches, lockDueSwitches, recordNote } from '../db/life-proof-repository.ts';
import { applyLifeProofStep } from './apply-life-proof-step.ts';
import type { SchedulerDeps } from './deps.ts';
import { onDue, type LifeProofState } from './life-proof-state.ts';

export const CHECK_IN_BATCH = 100;

/** The states in which a step due now means a check-in went unanswered. */
const WAITING_FOR_AN_ANSWER: readonly LifeProofState[] = [
  'check_in_sent',
  'missed_1',
  'missed_2',
  'last_chance',
];

/**
 * Moves every switch whose next instant has come one step on: a check-in goes out, or the third unanswered
 * one releases the message. One step per switch per run, decided from the clock at this run: a scheduler
 * that was down for months sends one check-in when it is back, never a burst that releases at once. A check-in
 * left unanswered while every channel tried returned it counts as any other, noted as `went_on_unreachable`.
 * Answers how many switches moved.
 */
export async function runDueCheckIns(deps: SchedulerDeps): Promise<number> {
  const now = deps.now();
  const outcome = await deps.db.sql.$transaction(async (tx) => {
    const due = await lockDueSwitches(tx, now, CHECK_IN_BATCH);
    // An unanswered check-in that reached no channel counts all the same; the timeline says why it went on.
    const waiting = due.filter((current) => WAITING_FOR_AN_ANSWER.includes(current.state));
    const unreachable = new Set(
      waiting.length === 0
        ? []
        : (
            await findBouncingSwitches(
              tx,
              waiting.length,
              waiting.map((current) => current.messageId),
            )
          ).map((row) => row.messageId),
    );
    let released = false;
    for (const current of due) {
      const transition = onDue(current, now);
      if (!transition) continue;
      await applyLifeProofStep(tx, current, transition, now);
      if (unreachable.has(current.messageId))
        await recordNote(tx, current.messageId, {
          state: transition.to,
          cause: 'went_on_unreachable',
          at: now,
        });
      released ||= transition.release;
    }
    return { moved: due.length, released };
  });
  if (outcome.moved > 0) deps.eventsWritten();
  if (outcome.released) deps.jobsChanged();
  return outcome.moved;
}
