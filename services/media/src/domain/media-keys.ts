import { randomBytes } from 'node:crypto';
import { decryptToBuffer, encrypt } from '@app/platform/encryption';
import type { MediaDeps } from './deps.ts';

/** Each attachment has its own data key; the key ring only wraps it, so rotating the ring re-wraps keys, not files. */
export function newDataKey(
  deps: Pick<MediaDeps, 'keyRing'>,
  mediaId: string,
): { key: Buffer; wrapped: string } {
  const key = randomBytes(32);
  return { key, wrapped: encrypt(deps.keyRing, key, `media:${mediaId}:key`) };
}

export function unwrapDataKey(deps: Pick<MediaDeps, 'keyRing'>, mediaId: string, wrapped: string): Buffer {
  return decryptToBuffer(deps.keyRing, wrapped, `media:${mediaId}:key`);
}
