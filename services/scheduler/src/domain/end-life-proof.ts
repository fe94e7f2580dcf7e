import { lockSwitch } from '../db/life-proof-repository.ts';
import { applyLifeProofStep } from './apply-life-proof-step.ts';
import type { SchedulerDeps } from './deps.ts';
import { onCancel, onDelivered, type SwitchSnapshot, type Transition } from './life-proof-state.ts';

async function endWith(
  deps: SchedulerDeps,
  messageId: string,
  decide: (current: SwitchSnapshot) => Transition | null,
): Promise<void> {
  await deps.db.$transaction(async (tx) => {
    const current = await lockSwitch(tx, messageId);
    const transition = current && decide(current);
    if (current && transition) await applyLifeProofStep(tx, current, transition, deps.now());
  });
}

/** The message was deleted (by its sender, from a check-in page or their list): no check-in goes out again. */
export const cancelLifeProof = (deps: SchedulerDeps, messageId: string) => endWith(deps, messageId, onCancel);

/** The released message reached its recipient. */
export const markLifeProofDelivered = (deps: SchedulerDeps, messageId: string) =>
  endWith(deps, messageId, onDelivered);
