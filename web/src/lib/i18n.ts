import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@app/proto/rules/languages';
import en from '../i18n/locales/en.json';
import es from '../i18n/locales/es.json';
import { languageCookie } from './language-boot-script';

export const SUPPORTED_LANGUAGES = LANGUAGES;
export { DEFAULT_LANGUAGE, type Language };
// The key the language switch has always used; kept so a stored choice survives.
export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

export const resources = {
  es: { translation: es },
  en: { translation: en },
} as const;

/**
 * Maps a stored choice to a language we ship. French was once offered without texts, so a stored
 * French choice is read as English; anything else falls back to Spanish.
 */
export function resolveLanguage(stored: string | null): Language {
  const primary = stored?.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'en' || primary === 'fr') return 'en';
  return DEFAULT_LANGUAGE;
}

// The build also renders pages with these texts in Node (web/prerender.ts), where there is no window.
const inBrowser = typeof window !== 'undefined';

function readStoredLanguage(): string | null {
  if (!inBrowser) return null;
  try {
    return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    // Storage can be blocked (privacy settings); the default language still works.
    return null;
  }
}

function storeLanguage(language: string): void {
  if (!inBrowser) return;
  // The bff serves prerendered pages in the cookie's language.
  document.cookie = languageCookie(language, window.location.protocol === 'https:');
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Without storage the choice lasts for this page only.
  }
}

export function detectLanguage(): Language {
  const language = resolveLanguage(readStoredLanguage());
  storeLanguage(language);
  return language;
}

i18n.on('languageChanged', (language) => {
  if (inBrowser) document.documentElement.lang = language;
});

void i18n.use(initReactI18next).init({
  resources,
  lng: detectLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: SUPPORTED_LANGUAGES,
  interpolation: { escapeValue: false },
  // Texts are bundled, so the first render already has them.
  initAsync: false,
  react: { useSuspense: false },
  // i18next prints an advertisement to the console on init; it only clutters test and browser logs.
  showSupportNotice: false,
});

export function currentLanguage(): Language {
  return resolveLanguage(i18n.resolvedLanguage ?? i18n.language ?? null);
}

export async function changeLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(language);
}

export { i18n };
