import { AppError } from '@app/platform/errors';
import { hashToken } from '@app/platform/secret-token';
import { findCheckInByTokenHash, lockSwitch, type SwitchRow } from '../db/life-proof-repository.ts';
import { applyLifeProofStep } from './apply-life-proof-step.ts';
import type { SchedulerDeps } from './deps.ts';
import {
  onConfirm,
  onSendNow,
  SwitchClosedError,
  type SwitchSnapshot,
  type Transition,
} from './life-proof-state.ts';

export const checkInNotFound = () =>
  new AppError('NOT_FOUND', 'no such check-in', { reason: 'CHECK_IN_NOT_FOUND' });

export const switchClosed = (state: string) =>
  new AppError('FAILED_PRECONDITION', `the switch has ended (${state})`, { reason: 'SWITCH_CLOSED' });

/** The switch a check-in link belongs to; NOT_FOUND for a token never issued. */
export async function switchOfToken(deps: SchedulerDeps, token: string): Promise<SwitchRow> {
  if (!token || token.length > 100) throw checkInNotFound();
  const checkIn = await findCheckInByTokenHash(deps.db, hashToken(token), false);
  if (!checkIn) throw checkInNotFound();
  return checkIn.switch;
}

/** Runs one transition of a switch under its row lock; SWITCH_CLOSED when the switch has ended. */
export async function transitionSwitch(
  deps: SchedulerDeps,
  messageId: string,
  decide: (current: SwitchSnapshot) => Transition | null,
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
    return applyLifeProofStep(tx, current, transition, now);
  });
  deps.eventsWritten();
  if (released) deps.jobsChanged();
  return after;
}

/** The sender answered a check-in: the count starts again. Needs only the link (it reached their mailbox). */
export async function confirmCheckIn(deps: SchedulerDeps, token: string): Promise<SwitchRow> {
  const { messageId } = await switchOfToken(deps, token);
  return transitionSwitch(deps, messageId, (current) => onConfirm(current, deps.now()));
}

/** The sender, signed in, asks for the message to go now. */
export async function sendNow(deps: SchedulerDeps, token: string, userId: string): Promise<SwitchRow> {
  const found = await switchOfToken(deps, token);
  if (found.userId !== userId) {
    throw new AppError('PERMISSION_DENIED', 'not the sender', { reason: 'NOT_YOUR_MESSAGE' });
  }
  return transitionSwitch(deps, found.messageId, onSendNow);
}
