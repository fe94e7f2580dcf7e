import { createHmac } from 'node:crypto';

/** A phone verification's code (PHONE_CODE_RULES.digits digits) derived from its request id, as the token is. */
export function derivePhoneCode(secret: Buffer, requestId: string, digits: number): string {
  const value = createHmac('sha256', secret).update(`phone-code:${requestId}`).digest().readUInt32BE(0);
  return String(value % 10 ** digits).padStart(digits, '0');
}

/** A one-time e-mail token derived from its request id, so a redelivered event yields the same link. */
export function deriveEmailToken(secret: Buffer, requestId: string): string {
  return createHmac('sha256', secret).update(`email-token:${requestId}`).digest('base64url');
}
