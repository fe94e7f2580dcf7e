import { describe, expect, it } from 'vitest';
import { changeLanguage, detectLanguage, i18n, LANGUAGE_STORAGE_KEY, resolveLanguage } from './i18n';

describe('language rules', () => {
  it('accepts English and Spanish', () => {
    expect(resolveLanguage('en')).toBe('en');
    expect(resolveLanguage('es')).toBe('es');
    expect(resolveLanguage('en-GB')).toBe('en');
  });

  it('reads a stored French choice as English', () => {
    expect(resolveLanguage('fr')).toBe('en');
  });

  it('falls back to Spanish for anything else', () => {
    expect(resolveLanguage(null)).toBe('es');
    expect(resolveLanguage('de')).toBe('es');
    expect(resolveLanguage('')).toBe('es');
    expect(resolveLanguage('nonsense')).toBe('es');
  });

  it('rewrites the stored choice to a language we ship', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'fr');
    expect(detectLanguage()).toBe('en');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');

    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'pt');
    expect(detectLanguage()).toBe('es');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es');
  });

  it('stores the switch choice under i18nextLng and sets the document language', async () => {
    await changeLanguage('en');
    expect(window.localStorage.getItem('i18nextLng')).toBe('en');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });
});
