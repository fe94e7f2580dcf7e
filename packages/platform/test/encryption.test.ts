import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decrypt, encrypt, keyedHash, parseKeyRing } from '../src/encryption.ts';

const key = () => randomBytes(32).toString('base64');

describe('encryption at rest', () => {
  it('round-trips and never stores the plaintext', () => {
    const ring = parseKeyRing(`k1:${key()}`);
    const sealed = encrypt(ring, 'Querida Ana, te dejo esto.', 'message:1:content');
    expect(sealed.startsWith('k1:')).toBe(true);
    expect(Buffer.from(sealed.slice(3), 'base64').toString()).not.toContain('Querida');
    expect(decrypt(ring, sealed, 'message:1:content')).toBe('Querida Ana, te dejo esto.');
    expect(encrypt(ring, 'same', 'a')).not.toBe(encrypt(ring, 'same', 'a'));
  });

  it('refuses a value moved to another place or tampered with', () => {
    const ring = parseKeyRing(`k1:${key()}`);
    const sealed = encrypt(ring, 'secret', 'message:1:content');
    expect(() => decrypt(ring, sealed, 'message:2:content')).toThrow();
    const raw = Buffer.from(sealed.slice(3), 'base64');
    raw[14] = raw[14]! ^ 1;
    expect(() => decrypt(ring, `k1:${raw.toString('base64')}`, 'message:1:content')).toThrow();
  });

  it('rotates: new values use the newest key, old ones stay readable while their key is listed', () => {
    const old = key();
    const before = parseKeyRing(`k1:${old}`);
    const sealedBefore = encrypt(before, 'old letter', 'x');
    const after = parseKeyRing(`k2:${key()},k1:${old}`);
    expect(encrypt(after, 'new letter', 'x').startsWith('k2:')).toBe(true);
    expect(decrypt(after, sealedBefore, 'x')).toBe('old letter');
    expect(() => decrypt(parseKeyRing(`k2:${key()}`), sealedBefore, 'x')).toThrow(/not in the ring/);
  });

  it('rejects a malformed ring', () => {
    expect(() => parseKeyRing('')).toThrow();
    expect(() => parseKeyRing('k1:short')).toThrow();
    expect(() => parseKeyRing(`:${key()}`)).toThrow();
  });

  it('keyed hashes depend on key and purpose', () => {
    const a = randomBytes(32);
    expect(keyedHash(a, 'code', 'ABCD')).toBe(keyedHash(a, 'code', 'ABCD'));
    expect(keyedHash(a, 'code', 'ABCD')).not.toBe(keyedHash(a, 'answer', 'ABCD'));
    expect(keyedHash(a, 'code', 'ABCD')).not.toBe(keyedHash(randomBytes(32), 'code', 'ABCD'));
  });
});
