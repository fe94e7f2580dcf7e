import i18next from 'i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@app/proto/rules/languages';

/** The product's languages, Spanish first: it is the default and the fallback. */
export { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@app/proto/rules/languages';
/** The Intl locale each language writes dates and amounts in: Spain's Spanish, British English (as the web). */
export const LOCALES: Record<Language, string> = { es: 'es-ES', en: 'en-GB' };

type TextTree = { readonly [key: string]: string | TextTree };

/** Every text's key in a tree of texts, dotted: `receipt.total`. */
export type TextKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${TextKey<T[K]>}`;
}[keyof T & string];

/** The texts of one namespace in one language: a key it lacks does not compile. */
export type Texts<T> = (key: TextKey<T>, values?: Record<string, string | number>) => string;

/** One owner's texts: its namespaces in each language, Spanish the reference that types the keys. */
export type TextResources = Record<Language, Record<string, TextTree>> & {
  es: Record<string, TextTree>;
};

/**
 * A catalogue of the texts one part of the servers writes (the bff's answers, notification's e-mails, the
 * letters' pages), as i18next resources like the web's. Each owner keeps its own JSON beside its code and checks
 * that English has every Spanish key (`catalogueMismatches`, proto/src/rules/text-catalogue.ts).
 */
export function createCatalogue<R extends TextResources>(resources: R) {
  const catalogue = i18next.createInstance();
  // The resources are bundled, so initialisation finishes before init returns (initAsync: false).
  void catalogue.init({
    resources,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: LANGUAGES,
    ns: Object.keys(resources.es),
    // JSON answers and plain text take the texts as they are; the e-mail layout escapes its own HTML.
    interpolation: { escapeValue: false },
    initAsync: false,
    showSupportNotice: false,
  });
  /** The texts of one namespace in one language: `textsIn('en', 'emails')('receipt.total')`. */
  return function textsIn<N extends keyof R['es'] & string>(
    language: Language,
    namespace: N,
  ): Texts<R['es'][N]> {
    const t = catalogue.getFixedT(language, namespace);
    return (key, values) => t(key, values ?? {});
  };
}
