import { type Language } from '@app/platform/i18n/catalogue';
import { textsIn } from './texts.ts';

/**
 * How long to wait, as a person would say it: "unos 13 minutos", not "730 segundos". Rounded up, so the
 * person is never told to come back before the limit lifts.
 */
export function waitInWords(seconds: number, language: Language): string {
  const t = textsIn(language, 'durations');
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return s === 1 ? t('second') : t('seconds', { n: s });
  const minutes = Math.ceil(s / 60);
  if (minutes < 90) return minutes === 1 ? t('minute') : t('minutes', { n: minutes });
  const hours = Math.ceil(s / 3600);
  return hours === 1 ? t('hour') : t('hours', { n: hours });
}
