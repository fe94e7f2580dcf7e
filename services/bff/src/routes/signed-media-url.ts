import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Attachment URLs are short-lived and signed by the bff: `<path>/<id>?expires=<unix s>&sig=<hmac>`. The
 * signature is minted only after the caller proved they may see the attachment, so the URL itself is the
 * permission (an <img> or <video> element cannot send anything else) and it never names a storage path.
 * A recipient's URL is also bound to their grant (`binding`): it works only next to that grant's cookie.
 */
export type MediaUrlScope = { path: '/api/media' | '/api/access/media'; binding: string };

export const ownerMediaScope: MediaUrlScope = { path: '/api/media', binding: '' };

export function signMediaUrl(
  secret: Buffer,
  mediaId: string,
  now: Date,
  ttlSeconds: number,
  scope: MediaUrlScope = ownerMediaScope,
): string {
  const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
  return `${scope.path}/${mediaId}?expires=${expires}&sig=${signature(secret, mediaId, expires, scope)}`;
}

export function verifyMediaUrl(
  secret: Buffer,
  mediaId: string,
  expires: string,
  sig: string,
  now: Date,
  scope: MediaUrlScope = ownerMediaScope,
): boolean {
  const when = Number(expires);
  if (!Number.isInteger(when) || when < now.getTime() / 1000) return false;
  const expected = Buffer.from(signature(secret, mediaId, when, scope));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function signature(secret: Buffer, mediaId: string, expires: number, scope: MediaUrlScope): string {
  return createHmac('sha256', secret)
    .update(`${scope.path}:${scope.binding}:${mediaId}:${expires}`)
    .digest('base64url');
}
