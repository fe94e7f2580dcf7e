import { hashToken, randomToken } from '@app/platform/secret-token';
import { findCheckIn, setCheckInToken, type SwitchRow } from '../db/life-proof-repository.ts';
import { checkInNotFound } from './answer-check-in.ts';
import type { SchedulerDeps } from './deps.ts';

/**
 * The link token of a check-in e-mail, minted when notification sends it (events never carry one): only
 * its hash is stored, and a newer e-mail of the same check-in replaces it.
 */
export async function issueCheckInLink(
  deps: SchedulerDeps,
  checkInId: string,
): Promise<{ token: string; test: boolean; switch: SwitchRow }> {
  if (!(await findCheckIn(deps.db, checkInId, false))) throw checkInNotFound();
  const token = randomToken();
  const checkIn = await setCheckInToken(deps.db, checkInId, hashToken(token));
  return { token, test: checkIn.test, switch: checkIn.switch };
}
