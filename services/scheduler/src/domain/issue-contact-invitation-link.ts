import { invitationNotFound } from './errors.ts';
import { hashToken, randomToken } from '@app/platform/secret-token';
import { replaceInvitationToken } from '../db/contact-invitation-repository.ts';
import { findSwitch, type SwitchRow } from '../db/life-proof-repository.ts';
import type { SchedulerDeps } from './deps.ts';

/**
 * The link token of the trusted contact's invitation, minted when notification sends it (events never carry
 * one): only its hash is kept, and it replaces the previous link's. Answers the switch, for notification to
 * skip an invitation that waited in the queue past the switch's end.
 */
export async function issueContactInvitationLink(
  deps: SchedulerDeps,
  messageId: string,
): Promise<{ token: string; switch: SwitchRow }> {
  const token = randomToken();
  const invitation = await replaceInvitationToken(deps.db, messageId, hashToken(token));
  const found = invitation && (await findSwitch(deps.db, messageId));
  if (!found) throw invitationNotFound();
  return { token, switch: found };
}
