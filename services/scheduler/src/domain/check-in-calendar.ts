import type { LifeProofCadence } from '@app/proto/rules/life-proof';

/**
 * When proof-of-life check-ins go out, at a fixed hour of the sender's own clock: on the 5th of each month
 * (monthly), of each quarter's first month (quarterly), or each Monday (weekly). Computed with the platform's
 * time-zone data (Intl), so daylight-saving changes move the UTC instant and never the local hour.
 */

export const CHECK_IN_DAY = 5;
export const CHECK_IN_HOUR = 10;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A check-in always has at least this long to be answered before it counts as missed. */
export const MIN_ANSWER_WINDOW_MS: Record<LifeProofCadence, number> = {
  weekly: 6 * DAY_MS,
  monthly: 14 * DAY_MS,
  quarterly: 14 * DAY_MS,
};
/** After the third unanswered check-in, the last-chance e-mail has this long before the message goes. */
export const LAST_CHANCE_WINDOW_MS = 3 * 24 * 60 * 60 * 1000;

type LocalTime = { year: number; month: number; day: number; hour: number; minute: number };

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** What the wall clock in `timeZone` reads at `instant`. */
export function localTimeAt(instant: Date, timeZone: string): LocalTime & { second: number } {
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(instant)
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return parts;
}

/** How far ahead of UTC the wall clock in `timeZone` is at `instant`, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const t = localTimeAt(new Date(instant), timeZone);
  const asUtc = Date.UTC(t.year, t.month - 1, t.day, t.hour, t.minute, t.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant at which the wall clock in `timeZone` reads the given local time. (A time that a
 * daylight-saving change skips or repeats resolves to an instant near it; check-ins are at 10:00, where no
 * change ever happens.)
 */
export function instantOf(local: LocalTime, timeZone: string): Date {
  const asUtc = Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute);
  const guess = asUtc - offsetAt(asUtc, timeZone);
  return new Date(asUtc - offsetAt(guess, timeZone));
}

/** The first check-in instant of the cadence (at the check-in hour, local) strictly after `after`. */
export function nextCheckInAfter(after: Date, timeZone: string, cadence: LifeProofCadence = 'monthly'): Date {
  const local = localTimeAt(after, timeZone);
  if (cadence === 'weekly') return nextMondayAfter(after, local, timeZone);
  let year = local.year;
  let month = local.month;
  for (;;) {
    // A quarter's check-in is on the 5th of January, April, July and October.
    if (cadence === 'quarterly' && (month - 1) % 3 !== 0) {
      month += 1;
      if (month > 12) {
        month = 1;
        year += 1;
      }
      continue;
    }
    const candidate = instantOf({ year, month, day: CHECK_IN_DAY, hour: CHECK_IN_HOUR, minute: 0 }, timeZone);
    if (candidate.getTime() > after.getTime()) return candidate;
    month += 1;
    if (month > 12) {
      month = 1;
      year += 1;
    }
  }
}

/**
 * When a check-in sent at `sentAt` counts as missed (and the next one goes out): the first 5th that leaves
 * it at least the minimum answer window, so a check-in sent late (a scheduler down across the 5th) is never
 * given only a day or two.
 */
export function answerDeadline(sentAt: Date, timeZone: string, cadence: LifeProofCadence = 'monthly'): Date {
  return nextCheckInAfter(new Date(sentAt.getTime() + MIN_ANSWER_WINDOW_MS[cadence]), timeZone, cadence);
}

/** The first Monday at the check-in hour, local, strictly after `after` (whose local time is `local`). */
function nextMondayAfter(after: Date, local: LocalTime, timeZone: string): Date {
  // The local calendar, walked day by day (Date.UTC only does the calendar arithmetic); at most 8 days.
  for (let offset = 0; ; offset += 1) {
    const day = new Date(Date.UTC(local.year, local.month - 1, local.day + offset));
    if (day.getUTCDay() !== 1) continue;
    const candidate = instantOf(
      {
        year: day.getUTCFullYear(),
        month: day.getUTCMonth() + 1,
        day: day.getUTCDate(),
        hour: CHECK_IN_HOUR,
        minute: 0,
      },
      timeZone,
    );
    if (candidate.getTime() > after.getTime()) return candidate;
  }
}
