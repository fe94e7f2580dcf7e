import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Attachment URLs are short-lived and signed by the bff: `/api/media/<id>?expires=<unix s>&sig=<hmac>`. The
 * signature is minted only after the caller proved they may see the attachment, so the URL itself is the
 * permission (an <img> or <video> element cannot send anything else) and it never names a storage path.
 */
export function signMediaUrl(secret: Buffer, mediaId: string, now: Date, ttlSeconds: number): string {
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  return `/api/media/${mediaId}?expires=${expires}&sig=${signature(secret, mediaId, expires)}`;
}

export function verifyMediaUrl(
  secret: Buffer,
  mediaId: string,
  expires: string,
  sig: string,
  now: Date,
): boolean {
  const when = Number(expires);
  if (!Number.isInteger(when) || when < now.getTime() / 1000) return false;
  const expected = Buffer.from(signature(secret, mediaId, when));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function signature(secret: Buffer, mediaId: string, expires: number): string {
  return createHmac('sha256', secret).update(`media:${mediaId}:${expires}`).digest('base64url');
}
