import { describe, expect, it } from 'vitest';
import { i18n } from './i18n';
import { formatDate, formatDateTime } from './format-date';

// A local time, so the test reads the same in any time zone the machine runs in.
const march5 = new Date(2025, 2, 5, 14, 30);

describe('es-ES dates', () => {
  it('writes day/month/year and a 24-hour time', () => {
    expect(formatDate(march5)).toBe('05/03/2025');
    expect(formatDateTime(march5)).toBe('05/03/2025, 14:30');
  });

  it('keeps the es-ES format in English too', async () => {
    await i18n.changeLanguage('en');
    expect(formatDateTime(march5)).toBe('05/03/2025, 14:30');
  });

  it('reads ISO strings from the server', () => {
    expect(formatDate(march5.toISOString())).toBe('05/03/2025');
  });

  it('shows nothing for a value that is not a date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
  });
});
