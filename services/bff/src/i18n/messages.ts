import { resources, textsIn, type Language } from '@app/platform/i18n/catalogue';

/** Every text the bff answers with: the `errors` namespace of the shared catalogue (packages/platform/src/i18n). */
export type MessageKey = keyof (typeof resources)['es']['errors'];

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(resources.es.errors, key);
}

export function translate(
  key: MessageKey,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  return textsIn(language, 'errors')(key, params);
}
