import { useTranslation } from 'react-i18next';
import en from '../../../i18n/locales/en/messages.json';
import es from '../../../i18n/locales/es/messages.json';
import { i18n } from '../../../lib/i18n';

// The sender's screens bring their own texts (the templates alone are long), so a recipient opening a
// message never downloads them: the namespace is added when this feature's code is first loaded.
if (!i18n.hasResourceBundle('es', 'messages')) {
  i18n.addResourceBundle('es', 'messages', es);
  i18n.addResourceBundle('en', 'messages', en);
}

/** `t` for the messages namespace (home list and creation wizard). */
export function useMessagesTranslation() {
  return useTranslation('messages');
}
