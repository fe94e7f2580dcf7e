import { useTranslation } from 'react-i18next';
import en from '../../../i18n/locales/en/payment.json';
import es from '../../../i18n/locales/es/payment.json';
import { i18n } from '../../../lib/i18n';

// The payment screens bring their own texts, added when this feature's code is first loaded, so pages
// that never take a payment never download them.
if (!i18n.hasResourceBundle('es', 'payment')) {
  i18n.addResourceBundle('es', 'payment', es);
  i18n.addResourceBundle('en', 'payment', en);
}

/** `t` for the payment namespace, and the interface language for money. */
export function usePaymentTranslation() {
  return useTranslation('payment');
}
