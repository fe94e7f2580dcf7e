import { type Language } from '@app/platform/i18n/catalogue';
import { textsIn, bffTexts } from './texts.ts';
import { ACCOUNT_LIMITS } from '@app/proto/rules/account';
import { MEDIA_LIMITS, toMegabytes } from '@app/proto/rules/media-limits';
import { MAX_YEARS_AHEAD } from '@app/proto/rules/date-horizon';
import { MESSAGE_TEXT_LIMITS } from '@app/proto/rules/message-text-limits';
import { DISCOUNT_CODE_LENGTH, DISCOUNT_PERCENT_MAX, DISCOUNT_PERCENT_MIN } from '@app/proto/rules/prices';
import { MAX_QUESTIONS } from '@app/proto/rules/security-levels';
import { REDRIVE_WINDOW_DAYS } from '@app/proto/rules/redrive';
import { SUPPORT_EMAIL } from '@app/proto/rules/support';

/** Every text the bff answers with: the `errors` namespace of its texts (./texts.ts). */
export type MessageKey = keyof (typeof bffTexts)['es']['errors'];

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(bffTexts.es.errors, key);
}

/** The numbers the texts name, taken from the rules that enforce them: a changed rule changes its text. */
const ruleValues = {
  ...ACCOUNT_LIMITS,
  recipientMax: MESSAGE_TEXT_LIMITS.recipient,
  subjectMax: MESSAGE_TEXT_LIMITS.subject,
  contentMax: MESSAGE_TEXT_LIMITS.content,
  titleMax: MESSAGE_TEXT_LIMITS.title,
  senderNameMax: MESSAGE_TEXT_LIMITS.senderName,
  questionMax: MESSAGE_TEXT_LIMITS.question,
  answerMax: MESSAGE_TEXT_LIMITS.answer,
  maxQuestions: MAX_QUESTIONS,
  maxImages: MEDIA_LIMITS.image.count,
  maxVideos: MEDIA_LIMITS.video.count,
  imageMb: toMegabytes(MEDIA_LIMITS.image.bytes),
  imageMegapixels: MEDIA_LIMITS.image.megapixels,
  maxYearsAhead: MAX_YEARS_AHEAD,
  videoMb: toMegabytes(MEDIA_LIMITS.video.bytes),
  videoMinutes: MEDIA_LIMITS.video.seconds / 60,
  mediaQuotaGb: toMegabytes(MEDIA_LIMITS.bytesPerUser) / 1024,
  discountCodeMin: DISCOUNT_CODE_LENGTH.min,
  // What the admin's form allows (a stored code may be longer: DISCOUNT_CODE_LENGTH.max).
  discountCodeMax: DISCOUNT_CODE_LENGTH.formMax,
  discountPercentMin: DISCOUNT_PERCENT_MIN,
  discountPercentMax: DISCOUNT_PERCENT_MAX,
  redriveWindowDays: REDRIVE_WINDOW_DAYS,
  supportEmail: SUPPORT_EMAIL,
};

export function translate(
  key: MessageKey,
  language: Language,
  params: Record<string, string | number> = {},
): string {
  return textsIn(language, 'errors')(key, { ...ruleValues, ...params });
}
