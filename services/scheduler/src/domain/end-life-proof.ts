import { hasSwitch, lockSwitch } from '../db/life-proof-repository.ts';
import { applyLifeProofStep } from './apply-life-proof-step.ts';
import type { SchedulerDeps } from './deps.ts';
import { messageFactsOf, type FactsClient } from './message-facts.ts';
import { onCancel, onDelivered, type SwitchSnapshot, type Transition } from './life-proof-state.ts';

async function endWith(
  deps: SchedulerDeps,
  messageId: string,
  decide: (current: SwitchSnapshot) => Transition | null,
): Promise<void> {
  // Most messages have no switch (a dated one within six months): one read instead of a transaction and a lock.
  // A switch is made when its message is ready, long before its delivery or deletion can be heard of.
  if (!(await hasSwitch(deps.db.sql, messageId))) return;
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

/**
 * message.delivered → the switch ends as delivered only when the message service records that sender's message
 * delivered (GetMessageFacts): a forged event (message's NATS identity is enough) would end an open switch, and
 * with it the check-ins. False when it does not.
 */
export async function markLifeProofDeliveredIfTrue(
  deps: SchedulerDeps,
  message: FactsClient,
  event: { messageId: string; userId: string },
): Promise<boolean> {
  const facts = await messageFactsOf(message, event.messageId, event.userId);
  if (!facts?.deliveredAt) return false;
  await markLifeProofDelivered(deps, event.messageId);
  return true;
}
