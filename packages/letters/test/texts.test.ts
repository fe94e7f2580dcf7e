import { textProblems } from '@app/proto/rules/text-catalogue';
import { expect, it } from 'vitest';
import { letterTexts } from '../src/texts.ts';

it("has every one of the letters' texts in both languages, with the same placeholders, none empty", () => {
  expect(textProblems(letterTexts)).toEqual([]);
});
