import { AppError } from '@app/platform/errors';
import { MAX_PAUSE_DAYS } from '@app/proto/rules/life-proof';
import type { SwitchRow } from '../db/life-proof-repository.ts';
import { transitionSwitch } from './answer-check-in.ts';
import { CHECK_IN_HOUR, instantOf } from './check-in-calendar.ts';
import type { SchedulerDeps } from './deps.ts';
import { onPause, onResume } from './life-proof-state.ts';
import { ownSwitch } from './send-test-check-in.ts';

const badDate = () =>
  new AppError('INVALID_ARGUMENT', 'pause date out of range', {
    reason: 'PAUSE_DATE_INVALID',
    field: 'until',
  });

/**
 * The sender pauses their switch until a day (`YYYY-MM-DD`, their own calendar): it wakes at the check-in
 * hour of that day. Tomorrow at the soonest, a year ahead at the latest.
 */
export async function pauseSwitch(
  deps: SchedulerDeps,
  messageId: string,
  userId: string,
  untilDay: string,
): Promise<SwitchRow> {
  const found = await ownSwitch(deps, messageId, userId);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(untilDay);
  if (!match) throw badDate();
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const until = instantOf({ year, month, day, hour: CHECK_IN_HOUR, minute: 0 }, found.timeZone);
  const now = deps.now().getTime();
  const valid =
    new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day &&
    until.getTime() > now + 12 * 3_600_000 &&
    until.getTime() <= now + MAX_PAUSE_DAYS * 86_400_000;
  if (!valid) throw badDate();
  return transitionSwitch(deps, messageId, (current) => onPause(current, until));
}

/** The sender ends their pause early. */
export async function resumeSwitch(
  deps: SchedulerDeps,
  messageId: string,
  userId: string,
): Promise<SwitchRow> {
  await ownSwitch(deps, messageId, userId);
  return transitionSwitch(deps, messageId, (current) => onResume(current, deps.now()));
}
