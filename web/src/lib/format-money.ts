import { CURRENCY } from '@app/proto/rules/prices';
import type { Language } from './i18n';

// Spanish shows "0,90 €", English "€0.90": the language decides the format, the amount is always euros.
const LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en' };

const formats = new Map<Language, Intl.NumberFormat>();

/** Integer cents as money in the interface language; never floats, so 81 is "0,81 €", not "0,8100001 €". */
export function formatCents(cents: number, language: Language): string {
  let format = formats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], {
      style: 'currency',
      currency: CURRENCY,
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formats.set(language, format);
  }
  return format.format(cents / 100);
}
