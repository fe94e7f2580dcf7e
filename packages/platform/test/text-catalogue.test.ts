import { describe, expect, it } from 'vitest';
import { LANGUAGES, resources, textsIn } from '../src/i18n/catalogue.ts';
import { negotiateLanguage } from '../src/i18n/negotiate-language.ts';

type Tree = { [key: string]: string | Tree };

// The approach of the web's locales test (web/src/i18n/locales/locales.test.ts), for the servers' catalogue.
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort();

const namespaces = (Object.keys(resources.es) as (keyof typeof resources.es)[]).map((name) => ({
  name,
  spanish: flatten(resources.es[name]),
  english: flatten(resources.en[name]),
}));

describe.each(namespaces)('server texts: $name', ({ spanish, english }) => {
  it('has every Spanish text in English and every English text in Spanish', () => {
    expect([...spanish.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !spanish.has(key))).toEqual([]);
  });

  it('uses the same placeholders in both languages', () => {
    const mismatched = [...spanish].filter(
      ([key, text]) =>
        JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(english.get(key) ?? '')),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('has no empty texts', () => {
    expect([...spanish, ...english].filter(([, text]) => text.trim() === '')).toEqual([]);
  });
});

describe('the catalogue', () => {
  it('answers in each language and fills placeholders', () => {
    expect(textsIn('es', 'errors')('RATE_LIMITED', { wait: 'un minuto' })).toBe(
      'Demasiados intentos. Espera un minuto y vuelve a intentarlo.',
    );
    expect(textsIn('en', 'emails')('layout.greeting', { name: 'Ana <3' })).toBe('Hello Ana <3,');
  });

  it('ships the languages the catalogue holds', () => {
    expect(Object.keys(resources)).toEqual([...LANGUAGES]);
  });
});

describe('language negotiation', () => {
  it.each([
    [undefined, 'es'],
    ['', 'es'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['es-MX', 'es'],
    ['de-DE,en;q=0.5,es;q=0.8', 'es'],
    ['de-DE,es;q=0.5,en;q=0.8', 'en'],
    ['fr', 'es'],
    ['en;q=0, es;q=0.1', 'es'],
    ['*', 'es'],
    ['garbage;;;q=x', 'es'],
  ] as const)('Accept-Language %j gives %s', (header, language) => {
    expect(negotiateLanguage(header)).toBe(language);
  });
});
