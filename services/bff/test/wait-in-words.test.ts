import { describe, expect, it } from 'vitest';
import { waitInWords } from '../src/i18n/wait-in-words.ts';

describe('a wait in words', () => {
  it.each([
    [0, 'un segundo', 'a second'],
    [1, 'un segundo', 'a second'],
    [45, '45 segundos', '45 seconds'],
    [60, 'un minuto', 'a minute'],
    [61, 'unos 2 minutos', 'about 2 minutes'],
    [730, 'unos 13 minutos', 'about 13 minutes'],
    [89 * 60, 'unos 89 minutos', 'about 89 minutes'],
    [90 * 60, 'unas 2 horas', 'about 2 hours'],
    [86_400, 'unas 24 horas', 'about 24 hours'],
  ])('%i s reads "%s" / "%s", never less than the real wait', (seconds, es, en) => {
    expect(waitInWords(seconds, 'es')).toBe(es);
    expect(waitInWords(seconds, 'en')).toBe(en);
  });
});
