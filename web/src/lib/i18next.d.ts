import 'i18next';
import type es from '../i18n/locales/es.json';
import type esAccess from '../i18n/locales/es/access.json';
import type esAdmin from '../i18n/locales/es/admin.json';
import type esMessages from '../i18n/locales/es/messages.json';
import type esPayment from '../i18n/locales/es/payment.json';
import type esProofOfLife from '../i18n/locales/es/proof-of-life.json';

// Spanish is the reference language: a key missing from it is a type error in every `t()` call.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: {
      translation: typeof es;
      messages: typeof esMessages;
      access: typeof esAccess;
      payment: typeof esPayment;
      admin: typeof esAdmin;
      proofOfLife: typeof esProofOfLife;
    };
  }
}
