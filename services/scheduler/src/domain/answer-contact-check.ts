import { AppError } from '@app/platform/errors';
import { lockSwitch, recordContactAnswer } from '../db/life-proof-repository.ts';
import { applyLifeProofStep } from './apply-life-proof-step.ts';
import { contactCheckOfToken, type ContactCheckView } from './contact-check.ts';
import type { SchedulerDeps } from './deps.ts';
import { checkInNotFound } from './errors.ts';
import { ContactCheckClosedError, onContactAnswer } from './life-proof-state.ts';

export const contactCheckClosed = () =>
  new AppError('FAILED_PRECONDITION', 'the contact check is closed', { reason: 'CONTACT_CHECK_CLOSED' });

/**
 * The trusted contact stops the release (the sender is fine) or lets the message go now. Once per check,
 * and only while the switch waits for them: CONTACT_CHECK_CLOSED otherwise.
 */
export async function answerContactCheck(
  deps: SchedulerDeps,
  token: string,
  answer: 'veto' | 'release',
): Promise<ContactCheckView> {
  const check = await contactCheckOfToken(deps, token);
  const now = deps.now();
  const view = await deps.db.$transaction(async (tx) => {
    const current = await lockSwitch(tx, check.messageId);
    if (!current) throw checkInNotFound();
    let transition;
    try {
      transition = onContactAnswer(current, answer, now);
    } catch (error) {
      if (error instanceof ContactCheckClosedError) throw contactCheckClosed();
      throw error;
    }
    // Under the switch's lock: a second answer, or one racing the sender's confirmation, finds it taken.
    if (!(await recordContactAnswer(tx, check.id, answer, now))) throw contactCheckClosed();
    await applyLifeProofStep(tx, current, transition, now);
    return { state: answer === 'veto' ? 'vetoed' : 'released', respondBy: null } as const;
  });
  deps.eventsWritten();
  if (answer === 'release') deps.jobsChanged();
  return view;
}
