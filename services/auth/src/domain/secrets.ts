import { createHash, createHmac, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What we store instead of a token: a leaked table reveals no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A one-time e-mail token derived from its request id, so a redelivered event yields the same link. */
export function deriveEmailToken(secret: Buffer, requestId: string): string {
  return createHmac('sha256', secret).update(`email-token:${requestId}`).digest('base64url');
}
