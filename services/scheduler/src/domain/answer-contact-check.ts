import type { ContactState } from '@app/proto/rules/trusted-contact';
import { AppError } from '@app/platform/errors';
import { hashToken } from '@app/platform/secret-token';
import { findCheckInByTokenHash, lockSwitch, recordContactAnswer } from '../db/life-proof-repository.ts';
import { checkInNotFound } from './answer-check-in.ts';
import { applyLifeProofStep } from './apply-life-proof-step.ts';
import type { SchedulerDeps } from './deps.ts';
import { issueLink } from './issue-check-in-link.ts';
import { ContactCheckClosedError, onContactAnswer } from './life-proof-state.ts';

/** What the trusted contact's page shows: whether their answer is still awaited, and until when. */
export type ContactCheckView = {
  state: ContactState;
  respondBy: Date | null;
};

export const contactCheckClosed = () =>
  new AppError('FAILED_PRECONDITION', 'the contact check is closed', { reason: 'CONTACT_CHECK_CLOSED' });

type ContactCheckRow = NonNullable<Awaited<ReturnType<typeof findCheckInByTokenHash>>>;

function viewOf(check: ContactCheckRow): ContactCheckView {
  if (check.contactAnswer === 'veto') return { state: 'vetoed', respondBy: null };
  if (check.contactAnswer === 'release') return { state: 'released', respondBy: null };
  // Answered without an answer of theirs: the sender confirmed or paused first.
  if (check.answeredAt || check.switch.state !== 'awaiting_contact')
    return { state: 'closed', respondBy: null };
  return { state: 'waiting', respondBy: check.switch.nextAt };
}

async function contactCheckOfToken(deps: SchedulerDeps, token: string): Promise<ContactCheckRow> {
  if (!token || token.length > 100) throw checkInNotFound();
  // Only a contact's token: a sender's link never answers for their contact, nor the other way round.
  const check = await findCheckInByTokenHash(deps.db, hashToken(token), true);
  if (!check) throw checkInNotFound();
  return check;
}

/**
 * The link token of the trusted contact's e-mail, minted when notification sends it (events never carry
 * one): only its hash is kept. Answers who the e-mail is about and until when the contact may answer.
 */
export async function issueContactLink(deps: SchedulerDeps, checkInId: string) {
  const { token, switch: found } = await issueLink(deps, checkInId, { forContact: true, channel: 'email' });
  return { token, switch: found };
}

export async function getContactCheck(deps: SchedulerDeps, token: string): Promise<ContactCheckView> {
  return viewOf(await contactCheckOfToken(deps, token));
}

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
