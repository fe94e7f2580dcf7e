/**
 * What an e-mail address must look like to be written to: the common dot-atom form of RFC 5322 that mail
 * servers accept everywhere, with a real domain. Stricter than the RFC on purpose (no quoted local parts, no
 * IP literals, no single-label domains): an address that merely parses but that no server delivers to would
 * hold a delivery in retries, or bounce weeks later. One check for the wizard, the bff, auth and message.
 */
export const EMAIL_MAX_LENGTH = 254;
const LOCAL_MAX_LENGTH = 64;
const LABEL_MAX_LENGTH = 63;

const localPart = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const label = /^[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?$/;
// A top-level domain is letters (or an IDN's punycode form), never digits alone.
const topLevel = /^([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

export function isEmailAddress(value: string): boolean {
  if (value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  if (local.length > LOCAL_MAX_LENGTH || !localPart.test(local)) return false;
  if (labels.length < 2 || !topLevel.test(labels.at(-1)!)) return false;
  return labels.every((part) => part.length <= LABEL_MAX_LENGTH && label.test(part));
}
