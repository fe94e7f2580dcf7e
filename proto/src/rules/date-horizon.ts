/**
 * How far ahead any date a user sets may lie (a delivery date, a release's wait date, a pause): one rule for all,
 * so a year 9999 never reaches the database and a typo in the year is caught while it can still be corrected.
 * Fifty years covers letters to a newborn's fiftieth birthday.
 */
export const MAX_YEARS_AHEAD = 50;

/** The latest instant a date set at `now` may name. */
export function dateHorizon(now: Date): Date {
  const latest = new Date(now.getTime());
  latest.setUTCFullYear(latest.getUTCFullYear() + MAX_YEARS_AHEAD);
  return latest;
}
