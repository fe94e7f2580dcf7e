import { Language as LanguageEnum } from '../../gen/app/common/v1/Language.ts';
import { enumValues } from './proto-enum.ts';

/** The languages the product writes in, Spanish first: the web's, the server texts' and the e-mails'. */
export const LANGUAGES = enumValues(LanguageEnum);
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
