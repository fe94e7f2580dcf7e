import { AppError } from '@app/platform/errors';
import { hashToken } from '@app/platform/secret-token';
import { isOpenLifeProofState } from '@app/proto/rules/life-proof';
import type { ContactInvitationAnswer } from '@app/proto/rules/trusted-contact';
import { findInvitationByTokenHash, saveInvitationAnswer } from '../db/contact-invitation-repository.ts';
import { lockSwitch, recordNote } from '../db/life-proof-repository.ts';
import { invitationOfToken, type ContactInvitationView } from './contact-invitation.ts';
import type { SchedulerDeps } from './deps.ts';
import { invitationNotFound } from './errors.ts';

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
