import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * VERP: every e-mail gets its own envelope sender, `bounces+<log id>.<mac>@<domain>`, so a delivery status
 * notification that arrives later names the e-mail it is about without our trusting its body. The mac (an
 * HMAC over the id, 64 bits, lower-case hex: mail servers may change a local part's case) means a forged
 * bounce cannot name an e-mail it did not see.
 */
export type ReturnPaths = { domain: string; secret: string };

const macOf = (secret: string, id: string) =>
  createHmac('sha256', secret).update(`return-path:${id}`).digest('hex').slice(0, 16);

/** The envelope sender of the e-mail logged as `logId` (a UUID). */
export function returnPathFor(paths: ReturnPaths, logId: string): string {
  const id = logId.replaceAll('-', '').toLowerCase();
  return `bounces+${id}.${macOf(paths.secret, id)}@${paths.domain}`;
}

/** The e-mail log id a bounce's recipient address names, or null for any address we did not make. */
export function logIdOfReturnPath(paths: ReturnPaths, address: string): string | null {
  const match = /^bounces\+([0-9a-f]{32})\.([0-9a-f]{16})@([^@\s]+)$/.exec(address.trim().toLowerCase());
  if (!match || match[3] !== paths.domain.toLowerCase()) return null;
  const [, id = '', mac = ''] = match;
  if (!timingSafeEqual(Buffer.from(macOf(paths.secret, id)), Buffer.from(mac))) return null;
  return `${id.slice(0, 8)}-${id.slice(8, 12)}-${id.slice(12, 16)}-${id.slice(16, 20)}-${id.slice(20)}`;
}
