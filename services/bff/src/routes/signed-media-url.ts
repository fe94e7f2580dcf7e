import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Attachment URLs are short-lived and signed by the bff: `<path>/<id>?expires=<unix s>&sig=<hmac>`. The
 * signature is minted only after the caller proved they may see the attachment, so the URL itself is the
 * permission (an <img> or <video> element cannot send anything else) and it never names a storage path.
 * Each URL is also bound (`binding`) to what proved it: a recipient's to their grant, the owner's to their session,
 * so a copied link works only next to that cookie, in that browser.
 */
export type MediaUrlScope = { path: '/api/media' | '/api/access/media'; binding: string };

/** The owner's scope: bound to the hash of their session token. */
export function ownerMediaScope(sessionToken: string): MediaUrlScope {
  return { path: '/api/media', binding: createHash('sha256').update(sessionToken).digest('base64url') };
}

export function signMediaUrl(
  secret: Buffer,
  mediaId: string,
  now: Date,
  ttlSeconds: number,
  scope: MediaUrlScope,
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
  scope: MediaUrlScope,
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
