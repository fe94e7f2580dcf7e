/** The time zone assumed when a sender's browser names none (the product's home market). */
export const DEFAULT_TIME_ZONE = 'Europe/Madrid';

/** Whether `value` is an IANA time zone this platform knows (as `Intl` does). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
