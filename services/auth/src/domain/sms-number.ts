import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { PhoneProblem } from '@app/proto/rules/phone';

/**
 * The regions we send SMS to, by ISO code from the number's own metadata (not its calling code: +1 is the US
 * and Canada but also Jamaica, the Dominican Republic and Grenada, where SMS pumping sends codes).
 */
export const SMS_REGIONS = new Set([
  'ES',
  'PT',
  'FR',
  'IT',
  'DE',
  'GB',
  'US',
  'CA',
  'MX',
  'AR',
  'CL',
  'CO',
  'PE',
]);

/**
 * What a code may be sent to, from libphonenumber's full metadata (`libphonenumber-js/max`, Google's ranges,
 * kept up to date by the package rather than by us): a valid number of a region we serve whose range is a
 * mobile one. North American ranges cannot tell mobile from fixed (FIXED_LINE_OR_MOBILE): they pass. Premium,
 * shared-cost, fixed and unassigned ranges do not.
 */
export function smsNumberProblem(phone: string): PhoneProblem | 'PHONE_NOT_MOBILE' | null {
  const parsed = parsePhoneNumberFromString(phone);
  if (!parsed?.isValid()) return 'PHONE_INVALID';
  if (!parsed.country || !SMS_REGIONS.has(parsed.country)) return 'PHONE_COUNTRY_UNSUPPORTED';
  const type = parsed.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return 'PHONE_NOT_MOBILE';
  return null;
}
