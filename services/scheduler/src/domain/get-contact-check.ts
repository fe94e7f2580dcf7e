import { contactCheckOfToken, type ContactCheckRow, type ContactCheckView } from './contact-check.ts';
import type { SchedulerDeps } from './deps.ts';

function viewOf(check: ContactCheckRow): ContactCheckView {
  if (check.contactAnswer === 'veto') return { state: 'vetoed', respondBy: null };
  if (check.contactAnswer === 'release') return { state: 'released', respondBy: null };
  // Answered without an answer of theirs: the sender confirmed or paused first.
  if (check.answeredAt || check.switch.state !== 'awaiting_contact')
    return { state: 'closed', respondBy: null };
  return { state: 'waiting', respondBy: check.switch.nextAt };
}

export async function getContactCheck(deps: SchedulerDeps, token: string): Promise<ContactCheckView> {
  return viewOf(await contactCheckOfToken(deps, token));
}
