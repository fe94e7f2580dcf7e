import { type Language } from '@app/platform/i18n/catalogue';
import { textsIn } from './texts.ts';
import { PHONE_CODE_RULES } from '@app/proto/rules/phone';
import { formatDate } from './dates.ts';

// An SMS shows on a lock screen: it names neither the recipient nor the message, only what to do.

/** The phone verification code, in the sender's language. */
export function phoneCodeSms(language: Language, code: string): string {
  return textsIn(language, 'emails')('sms.phoneCode', { code, minutes: PHONE_CODE_RULES.ttlMinutes });
}

/** Proof of life's last chance, with its own link (channel sms). */
export function lastChanceSms(
  language: Language,
  input: { answerBy: Date | null; timeZone: string; url: string },
): string {
  const date = input.answerBy ? formatDate(input.answerBy, language, input.timeZone) : '';
  return textsIn(language, 'emails')('sms.lastChance', { date, url: input.url });
}
