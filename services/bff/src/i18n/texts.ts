import { createCatalogue } from '@app/platform/i18n/catalogue';
import enArchive from './locales/en/archive.json' with { type: 'json' };
import enDurations from './locales/en/durations.json' with { type: 'json' };
import enErrors from './locales/en/errors.json' with { type: 'json' };
import esArchive from './locales/es/archive.json' with { type: 'json' };
import esDurations from './locales/es/durations.json' with { type: 'json' };
import esErrors from './locales/es/errors.json' with { type: 'json' };

/**
 * What the bff writes: `errors` for its answers, `durations` for the waits they name, `archive` for the README
 * of a sender's archive. Spanish is the reference: the keys are typed from it; test/texts.test.ts checks English.
 */
export const bffTexts = {
  es: { errors: esErrors, durations: esDurations, archive: esArchive },
  en: { errors: enErrors, durations: enDurations, archive: enArchive },
};

export const textsIn = createCatalogue(bffTexts);
