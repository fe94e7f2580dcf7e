import { textProblems } from '@app/proto/rules/text-catalogue';
import { expect, it } from 'vitest';
import { bffTexts } from '../src/i18n/texts.ts';

it("has every one of the bff's texts in both languages, with the same placeholders, none empty", () => {
  expect(textProblems(bffTexts)).toEqual([]);
});
