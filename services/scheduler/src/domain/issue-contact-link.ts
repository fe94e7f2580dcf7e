import type { SchedulerDeps } from './deps.ts';
import { issueLink } from './issue-check-in-link.ts';

/**
 * The link token of the trusted contact's e-mail, minted when notification sends it (events never carry
 * one): only its hash is kept. Answers who the e-mail is about and until when the contact may answer.
 */
export async function issueContactLink(deps: SchedulerDeps, checkInId: string) {
  const { token, switch: found } = await issueLink(deps, checkInId, { forContact: true, channel: 'email' });
  return { token, switch: found };
}
