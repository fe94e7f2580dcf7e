import { currentLanguage, type Language } from './i18n';

// One date style per interface language, the same on every page, in the person's own time zone:
// Spanish keeps the spec's es-ES format (day/month/year, 24-hour clock), English writes the month short
// (5 Mar 2025, 14:30). The time is joined by hand, so neither language gets a locale's own " at ".
type DateFormats = { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat };

const FORMATS: Record<Language, DateFormats> = {
  es: {
    date: new Intl.DateTimeFormat('es-ES', { day: '2-digit', month: '2-digit', year: 'numeric' }),
    time: new Intl.DateTimeFormat('es-ES', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  },
  en: {
    date: new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' }),
    time: new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  },
};

type DateInput = Date | string | number;

function toDate(value: DateInput): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * 05/03/2025 in Spanish, 5 Mar 2025 in English (the interface language unless one is given); an empty
 * string for a value that is not a date, so a bad field never shows "Invalid Date".
 */
export function formatDate(value: DateInput, language: Language = currentLanguage()): string {
  const date = toDate(value);
  return date ? FORMATS[language].date.format(date) : '';
}

/** 05/03/2025, 14:30 in Spanish, 5 Mar 2025, 14:30 in English. */
export function formatDateTime(value: DateInput, language: Language = currentLanguage()): string {
  const date = toDate(value);
  if (!date) return '';
  const { date: day, time } = FORMATS[language];
  return `${day.format(date)}, ${time.format(date)}`;
}
