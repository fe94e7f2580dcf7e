import { randomUUID } from 'node:crypto';
import { writeEvent } from '@app/platform/outbox';
import type { SqlExecutor } from '@app/platform/sql';
import { releaseNow, withdrawPendingJob } from '../db/delivery-job-repository.ts';
import {
  insertCheckIn,
  markCheckInsAnswered,
  recordTransition,
  type SwitchRow,
} from '../db/life-proof-repository.ts';
import type { LifeProofState, StepCause, Transition } from './life-proof-state.ts';

const ANSWERING_CAUSES: readonly StepCause[] = [
  'confirmed',
  'paused',
  'signed_in',
  'message_sealed',
  'reviewed',
];

/** From the first missed check-in on, the sender's backup address is asked too (where they have one). */
const BACKUP_STATES: readonly LifeProofState[] = ['missed_1', 'missed_2', 'last_chance'];

/**
 * Writes what a transition decided, inside the caller's transaction (which holds the switch's row lock):
 * the new state and its audit step, the check-in and the event that asks notification to send it, the
 * answered check-ins, and, for a release, the delivery job the dispatcher turns into the recipient's e-mail.
 * Answers the switch as it now stands; null, with nothing written, when a release was to be withdrawn but its
 * delivery has already gone out (the dispatcher got there first: the message is on its way).
 */
export async function applyLifeProofStep(
  tx: SqlExecutor,
  current: SwitchRow,
  transition: Transition,
  now: Date,
): Promise<SwitchRow | null> {
  if (transition.withdrawRelease && !(await withdrawPendingJob(tx, current.messageId))) return null;
  await recordTransition(tx, current.messageId, {
    from: current.state,
    to: transition.to,
    nextAt: transition.nextAt,
    cause: transition.cause,
    at: now,
    lifeSign: transition.lifeSign === true,
  });
  const { messageId, userId } = current;
  if (transition.sendCheckIn) {
    const checkInId = randomUUID();
    const test = transition.cause === 'test_check_in';
    await insertCheckIn(tx, { id: checkInId, messageId, test, forContact: false, createdAt: now });
    const channels = !test && BACKUP_STATES.includes(transition.to) ? 'all' : 'email';
    const lastChance = !test && transition.to === 'last_chance';
    await writeEvent(tx, 'scheduler.check_in.due', { checkInId, messageId, userId, channels, lastChance });
  }
  if (transition.askContact) {
    const checkInId = randomUUID();
    await insertCheckIn(tx, { id: checkInId, messageId, test: false, forContact: true, createdAt: now });
    await writeEvent(tx, 'scheduler.contact_check.due', { checkInId, messageId, userId });
  }
  // A confirmation, a pause (made signed in) or the sender's activity answers every check-in still waiting, the
  // contact's too: their question is moot once the sender has shown they are here.
  if (ANSWERING_CAUSES.includes(transition.cause)) {
    await markCheckInsAnswered(tx, messageId, now);
  }
  if (transition.release) {
    await releaseNow(tx, { messageId, userId, dueAt: transition.releaseAt ?? now, createdAt: now });
  }
  return {
    ...current,
    state: transition.to,
    nextAt: transition.nextAt,
    lifeSigns: current.lifeSigns + (transition.lifeSign ? 1 : 0),
  };
}
