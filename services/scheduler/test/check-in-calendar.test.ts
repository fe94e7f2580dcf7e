import { describe, expect, it } from 'vitest';
import { answerDeadline, instantOf, localTimeAt, nextCheckInAfter } from '../src/domain/check-in-calendar.ts';

const iso = (date: Date) => date.toISOString();

describe('check-in calendar', () => {
  it('goes out on the 5th at 10:00 of the sender’s own clock, summer and winter', () => {
    // Madrid is UTC+1 in winter and UTC+2 in summer.
    expect(iso(nextCheckInAfter(new Date('2026-11-23T12:00:00Z'), 'Europe/Madrid'))).toBe(
      '2026-12-05T09:00:00.000Z',
    );
    expect(iso(nextCheckInAfter(new Date('2026-06-10T12:00:00Z'), 'Europe/Madrid'))).toBe(
      '2026-07-05T08:00:00.000Z',
    );
    // Mexico City has kept UTC-6 all year since 2022.
    expect(iso(nextCheckInAfter(new Date('2026-06-10T12:00:00Z'), 'America/Mexico_City'))).toBe(
      '2026-07-05T16:00:00.000Z',
    );
    expect(iso(nextCheckInAfter(new Date('2026-12-10T12:00:00Z'), 'America/Mexico_City'))).toBe(
      '2027-01-05T16:00:00.000Z',
    );
  });

  it('is the same month’s 5th until its hour has passed, then the next month’s', () => {
    expect(iso(nextCheckInAfter(new Date('2026-12-05T08:59:59Z'), 'Europe/Madrid'))).toBe(
      '2026-12-05T09:00:00.000Z',
    );
    expect(iso(nextCheckInAfter(new Date('2026-12-05T09:00:00Z'), 'Europe/Madrid'))).toBe(
      '2027-01-05T09:00:00.000Z',
    );
    // Late on the 4th in Mexico is already the 5th in UTC: the local day decides.
    expect(iso(nextCheckInAfter(new Date('2026-12-05T03:00:00Z'), 'America/Mexico_City'))).toBe(
      '2026-12-05T16:00:00.000Z',
    );
  });

  it('crosses month ends, year ends and February alike', () => {
    for (const [after, expected] of [
      ['2027-01-31T23:00:00Z', '2027-02-05T09:00:00.000Z'],
      ['2027-02-28T12:00:00Z', '2027-03-05T09:00:00.000Z'],
      ['2028-02-29T12:00:00Z', '2028-03-05T09:00:00.000Z'],
      ['2026-12-31T23:30:00Z', '2027-01-05T09:00:00.000Z'],
    ] as const) {
      expect(iso(nextCheckInAfter(new Date(after), 'Europe/Madrid'))).toBe(expected);
    }
  });

  it('keeps 10:00 local across the daylight-saving changes of Madrid', () => {
    // Summer time starts on 29 March 2026 and ends on 25 October 2026.
    expect(iso(nextCheckInAfter(new Date('2026-03-10T00:00:00Z'), 'Europe/Madrid'))).toBe(
      '2026-04-05T08:00:00.000Z',
    );
    expect(iso(nextCheckInAfter(new Date('2026-10-10T00:00:00Z'), 'Europe/Madrid'))).toBe(
      '2026-11-05T09:00:00.000Z',
    );
    expect(localTimeAt(new Date('2026-04-05T08:00:00Z'), 'Europe/Madrid')).toMatchObject({
      day: 5,
      hour: 10,
    });
  });

  it('reads a local time that a daylight-saving change skips as an instant just after it', () => {
    // 02:30 does not exist in Madrid on 29 March 2026 (02:00 jumps to 03:00).
    const skipped = instantOf({ year: 2026, month: 3, day: 29, hour: 2, minute: 30 }, 'Europe/Madrid');
    expect(localTimeAt(skipped, 'Europe/Madrid')).toMatchObject({ day: 29, hour: 3, minute: 30 });
  });

  it('gives every check-in at least two weeks, even one sent late', () => {
    // Sent on time: answered by the next 5th.
    expect(iso(answerDeadline(new Date('2026-12-05T09:00:00Z'), 'Europe/Madrid'))).toBe(
      '2027-01-05T09:00:00.000Z',
    );
    // Sent on the 28th (a scheduler down across the 5th): not due on the 5th a week later, but the one after.
    expect(iso(answerDeadline(new Date('2026-12-28T09:00:00Z'), 'Europe/Madrid'))).toBe(
      '2027-02-05T09:00:00.000Z',
    );
  });

  it('asks every Monday at 10:00 local for a weekly cadence, across a daylight-saving change', () => {
    // Tuesday 24 November 2026 → Monday the 30th, 10:00 in Madrid (UTC+1).
    expect(iso(nextCheckInAfter(new Date('2026-11-24T12:00:00Z'), 'Europe/Madrid', 'weekly'))).toBe(
      '2026-11-30T09:00:00.000Z',
    );
    // A Monday just before and just after 10:00.
    expect(iso(nextCheckInAfter(new Date('2026-11-30T08:59:59Z'), 'Europe/Madrid', 'weekly'))).toBe(
      '2026-11-30T09:00:00.000Z',
    );
    expect(iso(nextCheckInAfter(new Date('2026-11-30T09:00:00Z'), 'Europe/Madrid', 'weekly'))).toBe(
      '2026-12-07T09:00:00.000Z',
    );
    // Summer time starts on Sunday 29 March 2026: Monday the 30th is at 10:00 CEST (UTC+2).
    expect(iso(nextCheckInAfter(new Date('2026-03-27T12:00:00Z'), 'Europe/Madrid', 'weekly'))).toBe(
      '2026-03-30T08:00:00.000Z',
    );
    // Late on a Sunday in Mexico City is already Monday in UTC: still that local Monday at 10:00.
    expect(iso(nextCheckInAfter(new Date('2026-11-30T05:00:00Z'), 'America/Mexico_City', 'weekly'))).toBe(
      '2026-11-30T16:00:00.000Z',
    );
    // A weekly check-in has six days to be answered: the Monday after next for one sent on a Wednesday.
    expect(iso(answerDeadline(new Date('2026-12-02T09:00:00Z'), 'Europe/Madrid', 'weekly'))).toBe(
      '2026-12-14T09:00:00.000Z',
    );
  });

  it('asks on the 5th of January, April, July and October for a quarterly cadence', () => {
    expect(iso(nextCheckInAfter(new Date('2026-11-24T12:00:00Z'), 'Europe/Madrid', 'quarterly'))).toBe(
      '2027-01-05T09:00:00.000Z',
    );
    expect(iso(nextCheckInAfter(new Date('2027-01-05T09:00:00Z'), 'Europe/Madrid', 'quarterly'))).toBe(
      '2027-04-05T08:00:00.000Z',
    );
    expect(iso(answerDeadline(new Date('2027-01-05T09:00:00Z'), 'Europe/Madrid', 'quarterly'))).toBe(
      '2027-04-05T08:00:00.000Z',
    );
  });
});
