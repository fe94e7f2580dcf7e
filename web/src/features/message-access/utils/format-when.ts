import { formatDateTime } from '../../../lib/format-date';

const english = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short' });

/**
 * A date and time for the recipient: the app's es-ES format (05/03/2025, 14:30) in Spanish, and a
 * written-out English one (5 March 2025 at 14:30) in English. Empty for a value that is not a date.
 */
export function formatWhen(value: string | Date, language: string): string {
  if (!language.startsWith('en')) return formatDateTime(value);
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : english.format(date);
}
