import { textProblems } from '@app/proto/rules/text-catalogue';
import { describe, expect, it } from 'vitest';
import { createCatalogue, LANGUAGES } from '../src/i18n/catalogue.ts';
import { negotiateLanguage } from '../src/i18n/negotiate-language.ts';

const sample = {
  es: { greetings: { hello: 'Hola, {{name}}.', bye: 'Adiós' } },
  en: { greetings: { hello: 'Hello, {{name}}.', bye: 'Goodbye' } },
};

describe('a catalogue', () => {
  const textsIn = createCatalogue(sample);

  it('answers in each language and fills placeholders as written', () => {
    expect(textsIn('es', 'greetings')('hello', { name: 'Ana <3' })).toBe('Hola, Ana <3.');
    expect(textsIn('en', 'greetings')('bye')).toBe('Goodbye');
  });

  it('does not compile a key the Spanish texts lack (typecheck holds this; at run time i18next echoes it)', () => {
    // @ts-expect-error: no such key in the Spanish texts
    expect(textsIn('en', 'greetings')('nothing')).toBe('nothing');
  });

  it('names what breaks the rule of both languages', () => {
    expect(textProblems(sample)).toEqual([]);
    expect(
      textProblems({
        es: { greetings: { hello: 'Hola, {{name}}.', bye: 'Adiós' } },
        en: { greetings: { hello: 'Hello.', extra: '' } },
      }),
    ).toEqual([
      'greetings: missingInEnglish bye',
      'greetings: missingInSpanish extra',
      'greetings: placeholdersDiffer hello',
      'greetings: empty extra',
    ]);
  });

  it('speaks the product languages', () => {
    expect([...LANGUAGES]).toEqual(['es', 'en']);
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
