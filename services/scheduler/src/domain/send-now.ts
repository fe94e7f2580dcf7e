import { AppError } from '@app/platform/errors';
import type { SwitchRow } from '../db/life-proof-repository.ts';
import type { SchedulerDeps } from './deps.ts';
import { onSendNow } from './life-proof-state.ts';
import { liveLinkOf, requireLive } from './live-check-in-link.ts';
import { transitionSwitch } from './switch-transition.ts';

/** The sender, signed in, asks for the message to go now: at once, or on the date they named if still ahead. */
export async function sendNow(deps: SchedulerDeps, token: string, userId: string): Promise<SwitchRow> {
  const link = await liveLinkOf(deps, token);
  if (link.switch.userId !== userId) {
    throw new AppError('PERMISSION_DENIED', 'not the sender', { reason: 'NOT_YOUR_MESSAGE' });
  }
  return transitionSwitch(deps, link.switch.messageId, (current) => {
    requireLive(link, current);
    return onSendNow(current, deps.now());
  });
}
