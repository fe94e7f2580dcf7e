import { useTranslation } from 'react-i18next';
import en from '../../../i18n/locales/en/admin.json';
import es from '../../../i18n/locales/es/admin.json';
import { i18n } from '../../../lib/i18n';

// The admin panel brings its own texts, so nobody else downloads them: the namespace is added when this
// feature's code is first loaded.
if (!i18n.hasResourceBundle('es', 'admin')) {
  i18n.addResourceBundle('es', 'admin', es);
  i18n.addResourceBundle('en', 'admin', en);
}

/** `t` for the admin namespace. */
export function useAdminTranslation() {
  return useTranslation('admin');
}
