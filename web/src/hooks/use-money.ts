import { useTranslation } from 'react-i18next';
import { resolveLanguage } from '../lib/i18n';
import { formatCents } from '../lib/format-money';

/** Formats integer cents for the interface language, and follows a change of language. */
export function useMoney(): (cents: number) => string {
  const { i18n } = useTranslation();
  const language = resolveLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (cents) => formatCents(cents, language);
}
