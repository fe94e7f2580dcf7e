import type { WizardMessageType } from './message-types';

export type TemplateId = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14 | 15 | 16;

/** The spec's grouping of the sixteen templates (their texts are in the messages namespace). */
export const templateIdsByType: Record<WizardMessageType, readonly TemplateId[]> = {
  LOVE: [1, 2, 3],
  FAREWELL: [4, 5, 6],
  INSTRUCTIONS: [7, 8, 9],
  SECRET: [10, 11, 12],
  BLANK: [13, 14],
  TESTAMENT: [15, 16],
};

const EXCERPT_LENGTH = 120;

/** The first 120 characters, as the template cards show them. */
export function templateExcerpt(content: string): string {
  return content.length > EXCERPT_LENGTH ? `${content.slice(0, EXCERPT_LENGTH).trimEnd()}…` : content;
}
