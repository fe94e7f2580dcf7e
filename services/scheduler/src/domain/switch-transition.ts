import { lockSwitch, type SwitchRow } from '../db/life-proof-repository.ts';
import { applyLifeProofStep } from './apply-life-proof-step.ts';
import type { SchedulerDeps } from './deps.ts';
import { checkInNotFound, switchClosed } from './errors.ts';
import { SwitchClosedError, type Transition } from './life-proof-state.ts';

/** Runs one transition of a switch under its row lock; SWITCH_CLOSED when the switch has ended. */
export async function transitionSwitch(
  deps: SchedulerDeps,
  messageId: string,
  decide: (current: SwitchRow) => Transition | null,
): Promise<SwitchRow> {
  const now = deps.now();
  let released = false;
  const after = await deps.db.$transaction(async (tx) => {
    const current = await lockSwitch(tx, messageId);
    if (!current) throw checkInNotFound();
    let transition: Transition | null;
    try {
      transition = decide(current);
    } catch (error) {
      if (error instanceof SwitchClosedError) throw switchClosed(error.state);
      throw error;
    }
    if (!transition) return current;
    released = transition.release;
    const after = await applyLifeProofStep(tx, current, transition, now);
    // The release it meant to withdraw has already gone out.
    if (!after) throw switchClosed('releasing');
    return after;
  });
  deps.eventsWritten();
  if (released) deps.jobsChanged();
  return after;
}
