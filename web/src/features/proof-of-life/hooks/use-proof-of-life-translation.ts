import { useTranslation } from 'react-i18next';
import en from '../../../i18n/locales/en/proof-of-life.json';
import es from '../../../i18n/locales/es/proof-of-life.json';
import { i18n } from '../../../lib/i18n';

// The proof-of-life page brings its own texts, added when its code is first loaded, so no other screen
// downloads them.
if (!i18n.hasResourceBundle('es', 'proofOfLife')) {
  i18n.addResourceBundle('es', 'proofOfLife', es);
  i18n.addResourceBundle('en', 'proofOfLife', en);
}

/** `t` for the proofOfLife namespace (the page the check-in e-mail links to). */
export function useProofOfLifeTranslation() {
  return useTranslation('proofOfLife');
}
