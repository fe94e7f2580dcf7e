import { hashToken } from '@app/platform/secret-token';
import type { ContactInvitationState } from '@app/proto/rules/trusted-contact';
import { findInvitationByTokenHash, type InvitationRow } from '../db/contact-invitation-repository.ts';
import type { SchedulerDeps } from './deps.ts';
import { invitationNotFound } from './errors.ts';

/** What the contact's invitation page shows: their answer so far, and whether they may still give one. */
export type ContactInvitationView = { state: ContactInvitationState; open: boolean };

export async function invitationOfToken(deps: SchedulerDeps, token: string): Promise<InvitationRow> {
  if (!token || token.length > 100) throw invitationNotFound();
  const found = await findInvitationByTokenHash(deps.db, hashToken(token));
  if (!found) throw invitationNotFound();
  return found;
}
