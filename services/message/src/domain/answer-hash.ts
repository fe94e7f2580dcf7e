import { createHmac, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: Buffer,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number; maxmem: number },
) => Promise<Buffer>;

/**
 * How answers are compared (the wizard's hint says the same): Unicode NFKC, lower case, spaces at the ends
 * removed and runs of spaces made one. Accents and punctuation count: "José" is not "jose".
 */
export function normaliseAnswer(answer: string): string {
  return answer.normalize('NFKC').toLocaleLowerCase('es').trim().replace(/\s+/g, ' ');
}

// scrypt (memory-hard, in Node itself): 2^15 × 8 × 128 bytes = 32 MiB per hash.
const params = { N: 2 ** 15, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** The peppered input: a stolen database alone cannot be brute-forced without the pepper from config. */
function peppered(pepper: Buffer, answer: string): Buffer {
  return createHmac('sha256', pepper).update(normaliseAnswer(answer)).digest();
}

export async function hashAnswer(pepper: Buffer, answer: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(peppered(pepper, answer), salt, 32, params);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyAnswer(pepper: Buffer, stored: string, answer: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(peppered(pepper, answer), Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: params.maxmem,
  });
  return timingSafeEqual(actual, expected);
}
