import type { AsyncClient } from '@app/platform/grpc-client';
import { claimEvent } from '@app/platform/idempotency';
import type { AuthServiceDefinition } from '@app/proto/gen/app/auth/v1/AuthService.ts';
import { lockWaitingSwitchesOf } from '../db/life-proof-repository.ts';
import { applyLifeProofStep } from './apply-life-proof-step.ts';
import type { SchedulerDeps } from './deps.ts';
import { onActivity, type ActivityCause } from './life-proof-state.ts';
import { messageFactsOf, type FactsClient } from './message-facts.ts';

export type SignInClient = Pick<AsyncClient<AuthServiceDefinition>, 'GetLastSignIn'>;

/**
 * auth.user.signed_in → counted at the instant auth recorded for the user's last sign-in (GetLastSignIn), never
 * at the event's: a forged event (auth's NATS identity is enough to write one) answers only what that true
 * sign-in answered already, so it cannot hold a letter back. Null when auth knows no sign-in of theirs.
 */
export async function countSignInAsLife(
  deps: SchedulerDeps,
  auth: SignInClient,
  event: { id: string; userId: string },
  consumer: string,
): Promise<number | null> {
  const { signedInAt } = await auth.GetLastSignIn({ userId: event.userId });
  if (!signedInAt) return null;
  const at = new Date(signedInAt);
  return countActivityAsLife(deps, { ...event, at }, 'signed_in', consumer);
}

/**
 * message.sealed → counted at the instant the message service recorded the seal of that sender's message
 * (GetMessageFacts), for the same reason. Null when it is no sealed message of theirs.
 */
export async function countSealAsLife(
  deps: SchedulerDeps,
  message: FactsClient,
  event: { id: string; userId: string; messageId: string },
  consumer: string,
): Promise<number | null> {
  const facts = await messageFactsOf(message, event.messageId, event.userId);
  if (!facts?.sealedAt) return null;
  const at = new Date(facts.sealedAt);
  return countActivityAsLife(deps, { id: event.id, userId: event.userId, at }, 'message_sealed', consumer);
}

/**
 * The sender signed in or sealed a message at `at` (as its owner recorded it): where they agreed that this counts, each of their switches
 * that was already waiting for an answer then is answered, as by a confirmation, with the activity as its
 * cause (a release waiting for its date is undone). An event that arrives late (a consumer that was down, a
 * stream read from its start) answers only
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
