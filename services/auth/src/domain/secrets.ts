import { createHmac } from 'node:crypto';

/** A one-time e-mail token derived from its request id, so a redelivered event yields the same link. */
export function deriveEmailToken(secret: Buffer, requestId: string): string {
  return createHmac('sha256', secret).update(`email-token:${requestId}`).digest('base64url');
}
