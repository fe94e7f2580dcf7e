import Negotiator from 'negotiator';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './catalogue.ts';

/**
 * The product language an Accept-Language header prefers (q-values, regional tags such as en-GB), else
 * Spanish. The one negotiation for every server; the web keeps the reader's own choice instead.
 */
export function negotiateLanguage(acceptLanguage: string | undefined): Language {
  const preferred = new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language([
    ...LANGUAGES,
  ]);
  return LANGUAGES.find((language) => language === preferred) ?? DEFAULT_LANGUAGE;
}
