import type { SwitchRow } from '../db/life-proof-repository.ts';
import type { SchedulerDeps } from './deps.ts';
import { onSenderResume } from './life-proof-state.ts';
import { ownSwitch } from './own-switch.ts';
import { transitionSwitch } from './switch-transition.ts';

/** The sender ends their pause early. */
export async function resumeSwitch(
  deps: SchedulerDeps,
  messageId: string,
  userId: string,
): Promise<SwitchRow> {
  await ownSwitch(deps, messageId, userId);
  return transitionSwitch(deps, messageId, (current) => onSenderResume(current, deps.now()));
}
