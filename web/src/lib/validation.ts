import type es from '../i18n/locales/es.json';

/** A translation key under `validation.`: schemas carry keys, forms show them in the current language. */
export type ValidationMessageKey = `validation.${keyof (typeof es)['validation']}`;

export function validationError(key: ValidationMessageKey): { error: ValidationMessageKey } {
  return { error: key };
}
