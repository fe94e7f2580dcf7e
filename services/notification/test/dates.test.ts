import { describe, expect, it } from 'vitest';
import { passwordResetEmail, verificationEmail } from '../src/templates/account-emails.ts';
import { formatDate, formatDateTime } from '../src/templates/dates.ts';

// 14:30 in Madrid (winter, UTC+1): the web app writes this moment 05/03/2025, 14:30 and 5 Mar 2025, 14:30.
const march5 = new Date('2025-03-05T13:30:00Z');

describe('dates in e-mails', () => {
  it('writes the web app’s style per language: day/month/year in Spanish, the short month in English', () => {
    expect(formatDate(march5, 'es', 'Europe/Madrid')).toBe('05/03/2025');
    expect(formatDateTime(march5, 'es', 'Europe/Madrid')).toBe('05/03/2025, 14:30');
    expect(formatDate(march5, 'en', 'Europe/Madrid')).toBe('5 Mar 2025');
    expect(formatDateTime(march5, 'en', 'Europe/Madrid')).toBe('5 Mar 2025, 14:30');
  });

  it('reads the clock of the reader’s time zone, and Madrid’s without one', () => {
    expect(formatDateTime(march5, 'en', 'America/New_York')).toBe('5 Mar 2025, 08:30');
    expect(formatDateTime(new Date('2025-03-05T23:30:00Z'), 'es')).toBe('06/03/2025, 00:30');
    // Formatters are kept per language and zone: one zone's clock never answers for another's.
    expect(formatDateTime(march5, 'en', 'Europe/Madrid')).toBe('5 Mar 2025, 14:30');
    expect(formatDateTime(march5, 'en', 'America/New_York')).toBe('5 Mar 2025, 08:30');
  });

  it('dates the account links the same way', async () => {
    const input = { name: 'Ana', url: 'https://legado.example.test/verify#token=abc', expiresAt: march5 };
    expect(verificationEmail({ ...input, language: 'es' }).text).toContain(
      'El enlace caduca el 05/03/2025, 14:30.',
    );
    expect(passwordResetEmail({ ...input, language: 'en', timeZone: 'Europe/London' }).text).toContain(
      'The link expires on 5 Mar 2025, 13:30 and works only once.',
    );
  });
});
