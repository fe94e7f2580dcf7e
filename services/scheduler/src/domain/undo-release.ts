import type { SwitchRow } from '../db/life-proof-repository.ts';
import { transitionSwitch } from './switch-transition.ts';
import type { SchedulerDeps } from './deps.ts';
import { onReleaseUndone } from './life-proof-state.ts';
import { ownSwitch } from './own-switch.ts';

/**
 * The sender, signed in, stops the release that waits for the date they named: the check-ins start again.
 * Only from their session: a mailed link could be in anyone's hands once a switch has fired.
 */
export async function undoRelease(
  deps: SchedulerDeps,
  messageId: string,
  userId: string,
): Promise<SwitchRow> {
  await ownSwitch(deps, messageId, userId);
  return transitionSwitch(deps, messageId, (current) =>
    onReleaseUndone(current, 'release_undone', deps.now()),
  );
}
