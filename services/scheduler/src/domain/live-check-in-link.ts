import { hashToken } from '@app/platform/secret-token';
import { findCheckInByTokenHash, type SwitchRow } from '../db/life-proof-repository.ts';
import type { SchedulerDeps } from './deps.ts';
import { checkInLinkEnded, checkInNotFound } from './errors.ts';

/** `test`: the link's check-in was one the sender sent themselves (its page says so). */
export type LiveLink = { switch: SwitchRow; lifeSigns: number; test: boolean };

/** Throws CHECK_IN_LINK_ENDED unless no sign of life has come since the link was issued. */
export function requireLive(link: LiveLink, current: Pick<SwitchRow, 'lifeSigns'>): void {
  if (current.lifeSigns !== link.lifeSigns) throw checkInLinkEnded();
}

export async function liveLinkOf(deps: SchedulerDeps, token: string): Promise<LiveLink> {
  if (!token || token.length > 100) throw checkInNotFound();
  const checkIn = await findCheckInByTokenHash(deps.db, hashToken(token), false);
  if (!checkIn) throw checkInNotFound();
  const link = { switch: checkIn.switch, lifeSigns: checkIn.linkLifeSigns, test: checkIn.test };
  requireLive(link, checkIn.switch);
  return link;
}
