import i18next from 'i18next';
import enEmails from './locales/en/emails.json' with { type: 'json' };
import enErrors from './locales/en/errors.json' with { type: 'json' };
import esEmails from './locales/es/emails.json' with { type: 'json' };
import esErrors from './locales/es/errors.json' with { type: 'json' };

/** The product's languages, Spanish first: it is the default and the fallback. */
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

/**
 * Every text the servers write, as i18next resources like the web's (web/src/i18n/locales): `errors` for
 * the bff's answers, `emails` for notification's e-mails. Spanish is the reference: the key types come
 * from it (./i18next.d.ts) and catalogue.test.ts checks English has the same keys.
 */
export const resources = {
  es: { errors: esErrors, emails: esEmails },
  en: { errors: enErrors, emails: enEmails },
} as const;

export type Namespace = keyof (typeof resources)['es'];

const catalogue = i18next.createInstance();
// The resources are bundled, so initialisation finishes before init returns (initAsync: false).
void catalogue.init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  ns: ['errors', 'emails'],
  defaultNS: 'errors',
  // JSON answers and plain text take the texts as they are; the e-mail layout escapes its own HTML.
  interpolation: { escapeValue: false },
  initAsync: false,
  showSupportNotice: false,
});

/** The texts of one namespace in one language: `textsIn('en', 'emails')('receipt.total')`. */
export function textsIn<N extends Namespace>(language: Language, namespace: N) {
  return catalogue.getFixedT(language, namespace);
}
