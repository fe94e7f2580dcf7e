import { LOCALES, type Language } from '@app/platform/i18n/catalogue';

// One date style per e-mail language, the web app's (web/src/lib/format-date.ts), so a date reads the
// same in the e-mail and on the page its link opens: 05/03/2025, 14:30 in Spanish (the spec's es-ES
// format), 5 Mar 2025, 14:30 in English. The time is joined by hand, so neither gets a locale's " at ".
const DAY: Record<Language, Intl.DateTimeFormatOptions> = {
  es: { day: '2-digit', month: '2-digit', year: 'numeric' },
  en: { day: 'numeric', month: 'short', year: 'numeric' },
};
const TIME: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

// Without the reader's clock, the product's home one.
const DEFAULT_TIME_ZONE = 'Europe/Madrid';

/** 05/03/2025 in Spanish, 5 Mar 2025 in English, on the reader's clock. */
export function formatDate(date: Date, language: Language, timeZone = DEFAULT_TIME_ZONE): string {
  return new Intl.DateTimeFormat(LOCALES[language], { ...DAY[language], timeZone }).format(date);
}

/** 05/03/2025, 14:30 in Spanish, 5 Mar 2025, 14:30 in English, on the reader's clock. */
export function formatDateTime(date: Date, language: Language, timeZone = DEFAULT_TIME_ZONE): string {
  const time = new Intl.DateTimeFormat(LOCALES[language], { ...TIME, timeZone }).format(date);
  return `${formatDate(date, language, timeZone)}, ${time}`;
}
