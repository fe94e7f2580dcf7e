/**
 * The rule every text catalogue keeps (the web's, web/src/i18n/locales, and each server-side owner's: the bff's,
 * notification's, the letters'): every text in both languages, with the same {{placeholders}}, none empty.
 * Their tests use these to find what breaks it.
 */
export type TextTree = { [key: string]: string | TextTree };

/** Every text of a resource tree by its dotted key, as i18next looks it up. */
export function flattenTexts(tree: TextTree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flattenTexts(value, path)) entries.set(nested, text);
  }
  return entries;
}

/** The names of a text's {{placeholders}}, sorted. */
export const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

/** Keys one language has and the other lacks, keys whose placeholders differ, and empty texts. */
export function catalogueMismatches(spanish: Map<string, string>, english: Map<string, string>) {
  return {
    missingInEnglish: [...spanish.keys()].filter((key) => !english.has(key)),
    missingInSpanish: [...english.keys()].filter((key) => !spanish.has(key)),
    placeholdersDiffer: [...spanish]
      .filter(
        ([key, text]) =>
          JSON.stringify(placeholdersOf(text)) !== JSON.stringify(placeholdersOf(english.get(key) ?? '')),
      )
      .map(([key]) => key),
    empty: [...spanish, ...english].filter(([, text]) => text.trim() === '').map(([key]) => key),
  };
}

/** What breaks the rule in one owner's catalogue, one line per text (`emails: missingInEnglish receipt.total`). */
export function textProblems(resources: {
  es: Readonly<Record<string, TextTree>>;
  en: Readonly<Record<string, TextTree>>;
}): string[] {
  const namespaces = new Set([...Object.keys(resources.es), ...Object.keys(resources.en)]);
  return [...namespaces].flatMap((namespace) => {
    const found = catalogueMismatches(
      flattenTexts(resources.es[namespace] ?? {}),
      flattenTexts(resources.en[namespace] ?? {}),
    );
    return Object.entries(found).flatMap(([kind, keys]) => keys.map((key) => `${namespace}: ${kind} ${key}`));
  });
}
