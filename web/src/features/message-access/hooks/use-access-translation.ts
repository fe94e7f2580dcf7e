import { useTranslation } from 'react-i18next';
import en from '../../../i18n/locales/en/access.json';
import es from '../../../i18n/locales/es/access.json';
import { i18n } from '../../../lib/i18n';

// The recipient's screens bring their own texts, added when this feature's code is first loaded, so
// the rest of the app never downloads them (and the recipient never downloads the wizard's).
if (!i18n.hasResourceBundle('es', 'access')) {
  i18n.addResourceBundle('es', 'access', es);
  i18n.addResourceBundle('en', 'access', en);
}

/** `t` for the access namespace (the access page and the message view). */
export function useAccessTranslation() {
  return useTranslation('access');
}
