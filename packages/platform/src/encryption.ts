import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

/**
 * Encryption at rest with a key ring: AES-256-GCM, a fresh 96-bit IV per value, and the id of the key that
 * sealed it stored with the value (`<keyId>:<base64 iv|ciphertext|tag>`), so keys rotate: new values use the
 * first key of the ring, old values stay readable while their key is still listed.
 *
 * The ring is configured as `ENCRYPTION_KEYS=k2:<base64 32 bytes>,k1:<base64 32 bytes>` (newest first).
 * `aad` binds a value to where it belongs (e.g. the message id and field), so a ciphertext copied into another
 * row or column does not decrypt.
 */
export type KeyRing = { current: { id: string; key: Buffer }; keys: Map<string, Buffer> };

export function parseKeyRing(spec: string): KeyRing {
  const entries = spec
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      const separator = entry.indexOf(':');
      const id = entry.slice(0, separator);
      const key = Buffer.from(entry.slice(separator + 1), 'base64');
      if (separator < 1 || !/^[A-Za-z0-9_-]{1,16}$/.test(id) || key.length !== 32) {
        throw new Error('each key ring entry must be <id>:<base64 of 32 bytes>');
      }
      return { id, key };
    });
  const current = entries[0];
  if (!current) throw new Error('the key ring is empty');
  return { current, keys: new Map(entries.map((e) => [e.id, e.key])) };
}

const ivLength = 12;
const tagLength = 16;

export function encrypt(ring: KeyRing, plaintext: string | Buffer, aad: string): string {
  const iv = randomBytes(ivLength);
  const cipher = createCipheriv('aes-256-gcm', ring.current.key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return `${ring.current.id}:${Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64')}`;
}

export function decryptToBuffer(ring: KeyRing, sealed: string, aad: string): Buffer {
  const separator = sealed.indexOf(':');
  const key = ring.keys.get(sealed.slice(0, separator));
  if (separator < 1 || !key) throw new Error('value sealed with a key that is not in the ring');
  const raw = Buffer.from(sealed.slice(separator + 1), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, ivLength));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(raw.subarray(raw.length - tagLength));
  return Buffer.concat([decipher.update(raw.subarray(ivLength, raw.length - tagLength)), decipher.final()]);
}

export function decrypt(ring: KeyRing, sealed: string, aad: string): string {
  return decryptToBuffer(ring, sealed, aad).toString('utf8');
}

/** A keyed hash for lookups (e.g. an access code): equal inputs find each other, a database alone reveals none. */
export function keyedHash(key: Buffer, purpose: string, value: string): string {
  return createHmac('sha256', key).update(`${purpose}\u0000${value}`).digest('hex');
}
