import { catalogueMismatches, flattenTexts } from '@app/proto/rules/text-catalogue';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, resources, textsIn } from '../src/i18n/catalogue.ts';
import { negotiateLanguage } from '../src/i18n/negotiate-language.ts';

const namespaces = (Object.keys(resources.es) as (keyof typeof resources.es)[]).map((name) => ({
  name,
  spanish: flattenTexts(resources.es[name]),
  english: flattenTexts(resources.en[name]),
}));

// The rule the web's locales test keeps too (web/src/i18n/locales/locales.test.ts).
describe.each(namespaces)('server texts: $name', ({ spanish, english }) => {
  it('has every text in both languages, with the same placeholders, none empty', () => {
    expect(catalogueMismatches(spanish, english)).toEqual({
      missingInEnglish: [],
      missingInSpanish: [],
      placeholdersDiffer: [],
      empty: [],
    });
  });
});

describe('the catalogue', () => {
  it('answers in each language and fills placeholders', () => {
    expect(textsIn('es', 'errors')('RATE_LIMITED', { wait: 'un minuto' })).toBe(
      'Demasiados intentos. Espera un minuto y vuelve a intentarlo.',
    );
    expect(textsIn('en', 'emails')('layout.greeting', { name: 'Ana <3' })).toBe('Hello Ana <3,');
  });

  it('does not compile a key the Spanish texts lack (typecheck holds this; at run time i18next echoes it)', () => {
    // @ts-expect-error: no such key in es/emails.json
    expect(textsIn('en', 'emails')('receipt.nothing')).toBe('receipt.nothing');
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
