import type { SwitchRow } from '../db/life-proof-repository.ts';
import type { SchedulerDeps } from './deps.ts';
import { onConfirm } from './life-proof-state.ts';
import { liveLinkOf, requireLive } from './live-check-in-link.ts';
import { transitionSwitch } from './switch-transition.ts';

/** The sender answered a check-in: the count starts again. Needs only the link (it reached their mailbox). */
export async function confirmCheckIn(
  deps: SchedulerDeps,
  token: string,
): Promise<SwitchRow & { testCheckIn: boolean }> {
  const link = await liveLinkOf(deps, token);
  // Checked again under the switch's lock: of two answers racing with one link, the second finds it ended.
  const row = await transitionSwitch(deps, link.switch.messageId, (current) => {
    requireLive(link, current);
    return onConfirm(current, deps.now());
  });
  return { ...row, testCheckIn: link.test };
}
