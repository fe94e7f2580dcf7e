import { AppError } from '@app/platform/errors';
import { hashToken } from '@app/platform/secret-token';
import { isOpenLifeProofState } from '@app/proto/rules/life-proof';
import type { ContactInvitationAnswer, ContactInvitationState } from '@app/proto/rules/trusted-contact';
import {
  findInvitationByTokenHash,
  saveInvitationAnswer,
  type InvitationRow,
} from '../db/contact-invitation-repository.ts';
import { lockSwitch, recordNote } from '../db/life-proof-repository.ts';
import type { SchedulerDeps } from './deps.ts';
import { invitationNotFound } from './issue-contact-invitation-link.ts';

/** What the contact's invitation page shows: their answer so far, and whether they may still give one. */
export type ContactInvitationView = { state: ContactInvitationState; open: boolean };

const viewOf = (row: InvitationRow): ContactInvitationView => ({
  state: row.state,
  open: isOpenLifeProofState(row.switchState),
});

async function invitationOfToken(deps: SchedulerDeps, token: string): Promise<InvitationRow> {
  if (!token || token.length > 100) throw invitationNotFound();
  const found = await findInvitationByTokenHash(deps.db, hashToken(token));
  if (!found) throw invitationNotFound();
  return found;
}

export async function getContactInvitation(
  deps: SchedulerDeps,
  token: string,
): Promise<ContactInvitationView> {
  return viewOf(await invitationOfToken(deps, token));
}

/**
 * The contact accepts or declines the role; they may change their mind while the switch runs. Each answer that
 * changes something goes on the sender's timeline (`contact_accepted`, `contact_declined`). An answer never
 * moves the switch: only the contact's answer to a release's question does. CONTACT_INVITATION_CLOSED once the
 * switch has ended.
 */
export async function answerContactInvitation(
  deps: SchedulerDeps,
  token: string,
  answer: ContactInvitationAnswer,
): Promise<ContactInvitationView> {
  const found = await invitationOfToken(deps, token);
  const state = answer === 'accept' ? 'accepted' : 'declined';
  const now = deps.now();
  await deps.db.$transaction(async (tx) => {
    const current = await lockSwitch(tx, found.messageId);
    if (!current || !isOpenLifeProofState(current.state)) {
      throw new AppError('FAILED_PRECONDITION', 'the switch has ended', {
        reason: 'CONTACT_INVITATION_CLOSED',
      });
    }
    // Read again under the lock: of two answers racing, each is recorded in turn, never lost.
    const latest = await findInvitationByTokenHash(tx, hashToken(token));
    if (!latest) throw invitationNotFound();
    if (latest.state === state) return;
    await saveInvitationAnswer(tx, found.messageId, state, now);
    await recordNote(tx, found.messageId, {
      state: current.state,
      cause: answer === 'accept' ? 'contact_accepted' : 'contact_declined',
      at: now,
    });
  });
  return { state, open: true };
}
