import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { formatDate, formatDateTime } from './format-date';

// A local time, so the test reads the same in any time zone the machine runs in.
const march5 = new Date(2025, 2, 5, 14, 30);

describe('dates in the interface language', () => {
  it('writes day/month/year and a 24-hour time in Spanish (the spec’s es-ES format)', () => {
    expect(formatDate(march5)).toBe('05/03/2025');
    expect(formatDateTime(march5)).toBe('05/03/2025, 14:30');
  });

  it('writes one English style in English: the month short, a 24-hour time, no "at"', async () => {
    await i18n.changeLanguage('en');
    expect(formatDate(march5)).toBe('5 Mar 2025');
    expect(formatDateTime(march5)).toBe('5 Mar 2025, 14:30');
  });

  it('follows a change of language back to Spanish', async () => {
    await i18n.changeLanguage('en');
    await i18n.changeLanguage('es');
    expect(formatDateTime(march5)).toBe('05/03/2025, 14:30');
  });

  it('takes a language when one is given, whatever the interface says', () => {
    expect(formatDateTime(march5, 'en')).toBe('5 Mar 2025, 14:30');
    expect(formatDate(march5, 'es')).toBe('05/03/2025');
  });

  it('writes midnight as 00:00 in both languages', () => {
    const midnight = new Date(2025, 2, 5, 0, 5);
    expect(formatDateTime(midnight, 'es')).toBe('05/03/2025, 00:05');
    expect(formatDateTime(midnight, 'en')).toBe('5 Mar 2025, 00:05');
  });

  it('reads ISO strings from the server', () => {
    expect(formatDate(march5.toISOString())).toBe('05/03/2025');
    expect(formatDate(march5.toISOString(), 'en')).toBe('5 Mar 2025');
  });

  it('shows nothing for a value that is not a date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
    expect(formatDateTime('not a date', 'en')).toBe('');
  });
});
