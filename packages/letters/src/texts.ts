import { createCatalogue } from '@app/platform/i18n/catalogue';
import enLetters from './locales/en/letters.json' with { type: 'json' };
import esLetters from './locales/es/letters.json' with { type: 'json' };

/** The words of the printed pages. Spanish is the reference: the keys are typed from it; a test checks English. */
export const letterTexts = { es: { letters: esLetters }, en: { letters: enLetters } };

export const textsIn = createCatalogue(letterTexts);
