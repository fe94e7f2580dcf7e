import { ownSwitch } from './own-switch.ts';
import type { SwitchRow } from '../db/life-proof-repository.ts';
import { transitionSwitch } from './switch-transition.ts';
import type { SchedulerDeps } from './deps.ts';
import { onTestCheckIn } from './life-proof-state.ts';

/** A check-in e-mail to the sender now, through the real path, changing nothing else. */
export async function sendTestCheckIn(
  deps: SchedulerDeps,
  messageId: string,
  userId: string,
): Promise<SwitchRow> {
  await ownSwitch(deps, messageId, userId);
  return transitionSwitch(deps, messageId, onTestCheckIn);
}
