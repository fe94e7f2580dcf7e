import type { Language } from './messages.ts';

/**
 * How long to wait, as a person would say it: "unos 13 minutos", not "730 segundos". Rounded up, so the
 * person is never told to come back before the limit lifts.
 */
export function waitInWords(seconds: number, language: Language): string {
  const s = Math.max(1, Math.ceil(seconds));
  const es = language === 'es';
  if (s < 60) {
    if (s === 1) return es ? 'un segundo' : 'a second';
    return es ? `${s} segundos` : `${s} seconds`;
  }
  const minutes = Math.ceil(s / 60);
  if (minutes < 90) {
    if (minutes === 1) return es ? 'un minuto' : 'a minute';
    return es ? `unos ${minutes} minutos` : `about ${minutes} minutes`;
  }
  const hours = Math.ceil(s / 3600);
  if (hours === 1) return es ? 'una hora' : 'an hour';
  return es ? `unas ${hours} horas` : `about ${hours} hours`;
}
