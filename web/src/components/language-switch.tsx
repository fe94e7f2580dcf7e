import { useTranslation } from 'react-i18next';
import { useHydrated } from '../hooks/use-hydrated';
import { changeLanguage, resolveLanguage, type Language } from '../lib/i18n';
import { cn } from '../lib/cn';

const OPTIONS: { language: Language; short: string; nameKey: 'shell.languageEn' | 'shell.languageEs' }[] = [
  { language: 'en', short: 'EN', nameKey: 'shell.languageEn' },
  { language: 'es', short: 'ES', nameKey: 'shell.languageEs' },
];

/**
 * The two-button EN/ES switch; the choice is remembered in local storage. On phones it shows only the
 * language to switch to, so the top bar keeps room for both "log in" and "sign up".
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const active = resolveLanguage(i18n.resolvedLanguage ?? null);
  // As every button of a prerendered page (ui/button.tsx): a tap before the app runs would be lost.
  const hydrated = useHydrated();
  return (
    <div
      role="group"
      aria-label={t('shell.language')}
      className="inline-flex shrink-0 rounded-md border border-border bg-card p-0.5"
    >
      {OPTIONS.map(({ language, short, nameKey }) => (
        <button
          key={language}
          type="button"
          lang={language}
          // The visible "EN"/"ES" stays the accessible name (voice control users say what they see).
          title={t(nameKey)}
          aria-pressed={active === language}
          disabled={!hydrated}
          onClick={() => void changeLanguage(language)}
          className={cn(
            'inline-flex h-11 min-w-11 cursor-pointer items-center justify-center rounded px-2 text-xs font-semibold tracking-wide transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:h-8 sm:min-w-9',
            active === language
              ? 'bg-primary text-primary-foreground max-sm:hidden'
              : 'text-muted-foreground hover:bg-accent hover:text-foreground',
          )}
        >
          {short}
        </button>
      ))}
    </div>
  );
}
