/**
 * A sender's phone for proof of life's last chance by SMS, as every side checks it (auth stores it, the web
 * checks it before asking). Only numbers in countries we serve are taken: SMS-pumping fraud sends codes to
 * premium ranges abroad, and a short list closes most of them.
 */

/** Country calling codes we send SMS to: Spain, Portugal, France, Italy, Germany, the UK, and the Americas we serve. */
export const SMS_COUNTRY_CODES = [
  '34',
  '351',
  '33',
  '39',
  '49',
  '44',
  '1',
  '52',
  '54',
  '56',
  '57',
  '51',
] as const;

/** How a verification code is limited: a few a day per number and per account, short-lived, few tries. */
export const PHONE_CODE_RULES = {
  perPhonePerDay: 3,
  perAccountPerDay: 5,
  ttlMinutes: 10,
  maxAttempts: 5,
  digits: 6,
} as const;

/**
 * The admin is warned once this share of the product-wide daily SMS code budget (SMS_CODE_DAILY_BUDGET) is
 * spent: early enough to raise it or look for pumping before senders are refused their codes.
 */
export const SMS_BUDGET_WARNING_SHARE = 0.8;

/** Where a day's codes stand against the budget: spent, near it (the warning share or more) or neither. */
export function smsBudgetState(spent: number, budget: number): 'spent' | 'near' | 'ok' {
  if (spent >= budget) return 'spent';
  return spent >= Math.ceil(budget * SMS_BUDGET_WARNING_SHARE) ? 'near' : 'ok';
}

export type PhoneProblem = 'PHONE_INVALID' | 'PHONE_COUNTRY_UNSUPPORTED';

/**
 * A typed number in E.164 (`+34600111222`), with spaces, dots, dashes and brackets dropped and a leading 00 read
 * as +; or what is wrong with it.
 */
export function normalisePhone(input: string): { phone: string } | { problem: PhoneProblem } {
  let phone = input.trim().replace(/[\s.\-()]/g, '');
  if (phone.startsWith('00')) phone = `+${phone.slice(2)}`;
  if (!/^\+[1-9]\d{7,14}$/.test(phone)) return { problem: 'PHONE_INVALID' };
  const digits = phone.slice(1);
  if (!SMS_COUNTRY_CODES.some((code) => digits.startsWith(code)))
    return { problem: 'PHONE_COUNTRY_UNSUPPORTED' };
  return { phone };
}

/** The number as the sender sees it on their account page: only its last digits. */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)} ••• ${phone.slice(-3)}`;
}

/**
 * How each country we serve groups a national number as its people write it, by the number's length (digits
 * after the country code); a length not listed is read in threes.
 */
const PHONE_GROUPS: Record<(typeof SMS_COUNTRY_CODES)[number], Record<number, number[]>> = {
  '34': { 9: [3, 3, 3] },
  '351': { 9: [3, 3, 3] },
  '33': { 9: [1, 2, 2, 2, 2] },
  '39': { 9: [3, 3, 3], 10: [3, 3, 4] },
  '49': { 10: [3, 7], 11: [4, 7] },
  '44': { 10: [4, 6] },
  '1': { 10: [3, 3, 4] },
  '52': { 10: [2, 4, 4] },
  '54': { 10: [2, 4, 4], 11: [1, 2, 4, 4] },
  '56': { 9: [1, 4, 4] },
  '57': { 10: [3, 3, 4] },
  '51': { 9: [3, 3, 3] },
};

/** A stored number (E.164) as a person reads it: `+34 600 300 401`. Anything else is shown as it is. */
export function formatPhone(phone: string): string {
  if (!/^\+\d+$/.test(phone)) return phone;
  const digits = phone.slice(1);
  // The longest calling code that fits: +351 is Portugal, not +35 and a 1.
  const code = [...SMS_COUNTRY_CODES].sort((a, b) => b.length - a.length).find((c) => digits.startsWith(c));
  if (!code) return phone;
  const national = digits.slice(code.length);
  const sizes =
    PHONE_GROUPS[code][national.length] ?? Array.from({ length: Math.ceil(national.length / 3) }, () => 3);
  const groups: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= national.length) break;
    groups.push(national.slice(at, at + size));
    at += size;
  }
  return `+${code} ${groups.join(' ')}`;
}
