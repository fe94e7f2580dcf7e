import { isOpenLifeProofState } from '@app/proto/rules/life-proof';
import type { InvitationRow } from '../db/contact-invitation-repository.ts';
import { invitationOfToken, type ContactInvitationView } from './contact-invitation.ts';
import type { SchedulerDeps } from './deps.ts';

const viewOf = (row: InvitationRow): ContactInvitationView => ({
  state: row.state,
  open: isOpenLifeProofState(row.switchState),
});

export async function getContactInvitation(
  deps: SchedulerDeps,
  token: string,
): Promise<ContactInvitationView> {
  return viewOf(await invitationOfToken(deps, token));
}
