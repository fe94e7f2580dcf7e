import { textProblems } from '@app/proto/rules/text-catalogue';
import { expect, it } from 'vitest';
import { notificationTexts } from '../src/templates/texts.ts';

it("has every one of the e-mails' and SMS' texts in both languages, with the same placeholders, none empty", () => {
  expect(textProblems(notificationTexts)).toEqual([]);
});
