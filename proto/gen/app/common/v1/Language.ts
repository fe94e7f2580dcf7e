// Original file: app/common/v1/language.proto

export const Language = {
  LANGUAGE_UNSPECIFIED: 'LANGUAGE_UNSPECIFIED',
  es: 'es',
  en: 'en',
} as const;

export type Language =
  | 'LANGUAGE_UNSPECIFIED'
  | 0
  | 'es'
  | 1
  | 'en'
  | 2

export type Language__Output = typeof Language[keyof typeof Language]
