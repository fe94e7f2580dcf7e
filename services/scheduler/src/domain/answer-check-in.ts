import { AppError } from '@app/platform/errors';
import { hashToken } from '@app/platform/secret-token';
import { findCheckInByTokenHash, lockSwitch, type SwitchRow } from '../db/life-proof-repository.ts';
import { applyLifeProofStep } from './apply-life-proof-step.ts';
import type { SchedulerDeps } from './deps.ts';
import { onConfirm, onSendNow, SwitchClosedError, type Transition } from './life-proof-state.ts';

export const checkInNotFound = () =>
  new AppError('NOT_FOUND', 'no such check-in', { reason: 'CHECK_IN_NOT_FOUND' });

export const switchClosed = (state: string) =>
  new AppError('FAILED_PRECONDITION', `the switch has ended (${state})`, { reason: 'SWITCH_CLOSED' });

/** A link from before the sender's last sign of life: it changes nothing, and tells nothing of the switch. */
export const checkInLinkEnded = () =>
  new AppError('FAILED_PRECONDITION', 'the link was issued before the last sign of life', {
    reason: 'CHECK_IN_LINK_ENDED',
  });

type LiveLink = { switch: SwitchRow; lifeSigns: number };

/** Throws CHECK_IN_LINK_ENDED unless no sign of life has come since the link was issued. */
function requireLive(link: LiveLink, current: Pick<SwitchRow, 'lifeSigns'>): void {
  if (current.lifeSigns !== link.lifeSigns) throw checkInLinkEnded();
}

async function liveLinkOf(deps: SchedulerDeps, token: string): Promise<LiveLink> {
  if (!token || token.length > 100) throw checkInNotFound();
  const checkIn = await findCheckInByTokenHash(deps.db, hashToken(token), false);
  if (!checkIn) throw checkInNotFound();
  const link = { switch: checkIn.switch, lifeSigns: checkIn.linkLifeSigns };
  requireLive(link, checkIn.switch);
  return link;
}

/**
 * The switch a check-in link belongs to: NOT_FOUND for a token never issued, CHECK_IN_LINK_ENDED for one
 * issued before the sender's last sign of life (a later check-in may still be answered from an earlier
 * link, as long as nobody has answered since).
 */
export async function switchOfToken(deps: SchedulerDeps, token: string): Promise<SwitchRow> {
  return (await liveLinkOf(deps, token)).switch;
}

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

/** The sender answered a check-in: the count starts again. Needs only the link (it reached their mailbox). */
export async function confirmCheckIn(deps: SchedulerDeps, token: string): Promise<SwitchRow> {
  const link = await liveLinkOf(deps, token);
  // Checked again under the switch's lock: of two answers racing with one link, the second finds it ended.
  return transitionSwitch(deps, link.switch.messageId, (current) => {
    requireLive(link, current);
    return onConfirm(current, deps.now());
  });
}

/** The sender, signed in, asks for the message to go now. */
export async function sendNow(deps: SchedulerDeps, token: string, userId: string): Promise<SwitchRow> {
  const link = await liveLinkOf(deps, token);
  if (link.switch.userId !== userId) {
    throw new AppError('PERMISSION_DENIED', 'not the sender', { reason: 'NOT_YOUR_MESSAGE' });
  }
  return transitionSwitch(deps, link.switch.messageId, (current) => {
    requireLive(link, current);
    return onSendNow(current);
  });
}
