import { describe, expect, it } from 'vitest';
import { changeLanguage, detectLanguage, i18n, LANGUAGE_STORAGE_KEY, resolveLanguage } from './i18n';
import { LANGUAGE_COOKIE, languageBootScript } from './language-boot-script';

const cookieLanguage = () =>
  document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`))
    ?.slice(LANGUAGE_COOKIE.length + 1);

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

  it('mirrors the choice into the cookie the bff picks prerendered pages by', async () => {
    await changeLanguage('en');
    expect(cookieLanguage()).toBe('en');
    await changeLanguage('es');
    expect(cookieLanguage()).toBe('es');
  });
});

describe('the boot script in the head of every page', () => {
  const root = document.documentElement;
  const run = (stored: string | null, page: { lang: string; prerendered: boolean }) => {
    if (stored === null) window.localStorage.removeItem(LANGUAGE_STORAGE_KEY);
    else window.localStorage.setItem(LANGUAGE_STORAGE_KEY, stored);
    root.lang = page.lang;
    root.removeAttribute('data-language-pending');
    root.toggleAttribute('data-prerendered', page.prerendered);
    new Function(languageBootScript)();
  };

  it.each([null, 'en', 'en-GB', ' EN ', 'fr', 'es', 'es-MX', 'de', ''])(
    'reads a stored %j as the app does, sets the document language and the cookie',
    (stored) => {
      run(stored, { lang: 'es', prerendered: false });
      expect(root.lang).toBe(resolveLanguage(stored));
      expect(cookieLanguage()).toBe(resolveLanguage(stored));
      expect(root.hasAttribute('data-language-pending')).toBe(false);
    },
  );

  it('hides a page prerendered in the other language until the app renders it again', () => {
    run('en', { lang: 'es', prerendered: true });
    expect(root.lang).toBe('en');
    expect(root.hasAttribute('data-language-pending')).toBe(true);

    run('en', { lang: 'en', prerendered: true });
    expect(root.hasAttribute('data-language-pending')).toBe(false);
    run(null, { lang: 'es', prerendered: true });
    expect(root.hasAttribute('data-language-pending')).toBe(false);
  });
});
