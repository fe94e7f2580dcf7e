import i18next from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@app/proto/rules/languages';
import enArchive from './locales/en/archive.json' with { type: 'json' };
import enDurations from './locales/en/durations.json' with { type: 'json' };
import enEmails from './locales/en/emails.json' with { type: 'json' };
import enErrors from './locales/en/errors.json' with { type: 'json' };
import enLetters from './locales/en/letters.json' with { type: 'json' };
import esArchive from './locales/es/archive.json' with { type: 'json' };
import esDurations from './locales/es/durations.json' with { type: 'json' };
import esEmails from './locales/es/emails.json' with { type: 'json' };
import esErrors from './locales/es/errors.json' with { type: 'json' };
import esLetters from './locales/es/letters.json' with { type: 'json' };

/** The product's languages, Spanish first: it is the default and the fallback. */
export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@app/proto/rules/languages';
/** The Intl locale each language writes dates and amounts in: Spain's Spanish, British English (as the web). */
export const LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-GB' };

/**
 * Every text the servers write, as i18next resources like the web's (web/src/i18n/locales): `errors` for
 * the bff's answers, `durations` for the waits they name, `emails` and `letters` for notification's
 * e-mails and postal letters, `archive` for the README of a sender's archive. Spanish is the reference: the key types come from it (./i18next.d.ts), and
 * test/text-catalogue.test.ts checks that English has the same keys.
 */
export const resources = {
  es: { errors: esErrors, durations: esDurations, emails: esEmails, letters: esLetters, archive: esArchive },
  en: { errors: enErrors, durations: enDurations, emails: enEmails, letters: enLetters, archive: enArchive },
} as const;

type Namespace = keyof (typeof resources)['es'];

const catalogue = i18next.createInstance();
// The resources are bundled, so initialisation finishes before init returns (initAsync: false).
void catalogue.init({
  resources,
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  ns: ['errors', 'durations', 'emails', 'letters', 'archive'],
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
