import { DISCOUNT_CODE_LENGTH, DISCOUNT_PERCENT_MAX, DISCOUNT_PERCENT_MIN } from '@app/proto/rules/prices';
import type { NewDiscountCode } from '../api/discount-codes';

// The spec's generator: 8 characters from upper-case letters and digits, without the look-alikes I, O, 0, 1.
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const GENERATED_CODE_LENGTH = 8;
export const CODE_MAX_LENGTH = DISCOUNT_CODE_LENGTH.formMax;
export const DEFAULT_PERCENTAGE = '10';

/** A random code; 32 letters divide 256, so every byte maps to a letter without bias. */
export function generateDiscountCode(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
) {
  const bytes = random(new Uint8Array(GENERATED_CODE_LENGTH));
  return Array.from(bytes, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}

/** A code as it is stored: upper case, without the spaces around it. Nothing else is changed or dropped. */
export const normaliseCode = (value: string) => value.trim().toUpperCase();

const CODE_PATTERN = new RegExp(`^[A-Z0-9]{${DISCOUNT_CODE_LENGTH.min},${CODE_MAX_LENGTH}}$`);

export type DiscountForm = { code: string; percentage: string; maxUses: string; validDays: string };

const positiveInteger = (value: string) => (/^\s*\d+\s*$/.test(value) ? Number(value) : 0);

export type DiscountFormResult =
  | { ok: true; input: NewDiscountCode }
  | { ok: false; problem: 'incomplete' | 'invalidCode' | 'invalidPercent' };

/**
 * The create call's body, by the spec's rules: code and percentage required, the code 3 to 15 letters and
 * digits, percentage a whole number from 1 to 100; max uses and valid days are sent only when they are positive whole numbers, the days as an expiry
 * instant that many days from now.
 */
export function discountFormToInput(form: DiscountForm, now: Date): DiscountFormResult {
  const code = normaliseCode(form.code);
  if (code === '' || form.percentage.trim() === '') return { ok: false, problem: 'incomplete' };
  // Said, never fixed silently: `bad code!` is not quietly sent as BADCODE.
  if (!CODE_PATTERN.test(code)) return { ok: false, problem: 'invalidCode' };
  const percentage = /^\s*\d+\s*$/.test(form.percentage) ? Number(form.percentage) : Number.NaN;
  if (!(percentage >= DISCOUNT_PERCENT_MIN && percentage <= DISCOUNT_PERCENT_MAX))
    return { ok: false, problem: 'invalidPercent' };
  const input: NewDiscountCode = { code, percentage };
  const maxUses = positiveInteger(form.maxUses);
  if (maxUses > 0) input.maxUses = maxUses;
  const validDays = positiveInteger(form.validDays);
  if (validDays > 0) input.validUntil = new Date(now.getTime() + validDays * 86_400_000).toISOString();
  return { ok: true, input };
}
