import { AppError } from '@app/platform/errors';
import { MAX_PAUSE_DAYS } from '@app/proto/rules/life-proof';
import type { SwitchRow } from '../db/life-proof-repository.ts';
import { transitionSwitch } from './switch-transition.ts';
import { CHECK_IN_HOUR, instantOf } from './check-in-calendar.ts';
import type { SchedulerDeps } from './deps.ts';
import { onPause } from './life-proof-state.ts';
import { ownSwitch } from './own-switch.ts';

const badDate = (reason: 'PAUSE_DATE_INVALID' | 'PAUSE_DATE_NOT_A_DAY') =>
  new AppError('INVALID_ARGUMENT', 'pause date not a day in range', { reason, field: 'until' });

/** `YYYY-MM-DD` as a day that exists; null for anything else (2026-13-01 is no January 2027). */
function dayOf(text: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  date.setUTCFullYear(year); // Date.UTC reads years 0-99 as 1900-1999
  const exists =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return exists ? { year, month, day } : null;
}

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
  const calendarDay = dayOf(untilDay);
  if (!calendarDay) throw badDate('PAUSE_DATE_NOT_A_DAY');
  const until = instantOf({ ...calendarDay, hour: CHECK_IN_HOUR, minute: 0 }, found.timeZone);
  const now = deps.now().getTime();
  if (until.getTime() <= now + 12 * 3_600_000 || until.getTime() > now + MAX_PAUSE_DAYS * 86_400_000) {
    throw badDate('PAUSE_DATE_INVALID');
  }
  return transitionSwitch(deps, messageId, (current) => onPause(current, until));
}
