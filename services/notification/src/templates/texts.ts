import { createCatalogue } from '@app/platform/i18n/catalogue';
import enEmails from './locales/en/emails.json' with { type: 'json' };
import esEmails from './locales/es/emails.json' with { type: 'json' };

/** Every e-mail's and SMS's words. Spanish is the reference: the keys are typed from it; a test checks English. */
export const notificationTexts = { es: { emails: esEmails }, en: { emails: enEmails } };

export const textsIn = createCatalogue(notificationTexts);
