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

// Making a formatter costs about 0.3 ms (ICU loads the locale and the zone), formatting with one a few µs: one
// per style, language and time zone is kept (a few hundred zones at most), as a check-in wave formats thousands.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(style: 'day' | 'time', language: Language, timeZone: string): Intl.DateTimeFormat {
  const key = `${style} ${language} ${timeZone}`;
  let made = formatters.get(key);
  if (!made) {
    const options = style === 'day' ? DAY[language] : TIME;
    made = new Intl.DateTimeFormat(LOCALES[language], { ...options, timeZone });
    formatters.set(key, made);
  }
  return made;
}

/** 05/03/2025 in Spanish, 5 Mar 2025 in English, on the reader's clock. */
export function formatDate(date: Date, language: Language, timeZone = DEFAULT_TIME_ZONE): string {
  return formatter('day', language, timeZone).format(date);
}

/** 05/03/2025, 14:30 in Spanish, 5 Mar 2025, 14:30 in English, on the reader's clock. */
export function formatDateTime(date: Date, language: Language, timeZone = DEFAULT_TIME_ZONE): string {
  return `${formatDate(date, language, timeZone)}, ${formatter('time', language, timeZone).format(date)}`;
}
