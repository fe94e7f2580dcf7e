import type { SwitchRow } from '../db/life-proof-repository.ts';
import type { SchedulerDeps } from './deps.ts';
import { liveLinkOf } from './live-check-in-link.ts';

/**
 * The switch a check-in link belongs to: NOT_FOUND for a token never issued, CHECK_IN_LINK_ENDED for one
 * issued before the sender's last sign of life (a later check-in may still be answered from an earlier
 * link, as long as nobody has answered since).
 */
export async function switchOfToken(
  deps: SchedulerDeps,
  token: string,
): Promise<SwitchRow & { testCheckIn: boolean }> {
  const link = await liveLinkOf(deps, token);
  return { ...link.switch, testCheckIn: link.test };
}
