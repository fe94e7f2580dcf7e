/**
 * Access codes: 80 random bits written as 16 characters of Crockford's base32 (no I, L, O or U, so nothing
 * reads as something else), shown as XXXX-XXXX-XXXX-XXXX. Typed codes are normalised before any lookup:
 * case, spaces and dashes are ignored, and the look-alikes O→0, I and L→1 are mapped.
 */
const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const accessCodeLength = 16;

export function generateAccessCode(): string {
  // Web Crypto: the same in Node and in a browser, so the rule can live with the others.
  const bytes = crypto.getRandomValues(new Uint8Array(10));
  let bits = 0;
  let value = 0;
  let code = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      code += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  return formatAccessCode(code);
}

export function formatAccessCode(normalised: string): string {
  return normalised.match(/.{1,4}/g)?.join('-') ?? normalised;
}

/** The canonical 16 characters of a typed code, or null when it cannot be one of ours. */
export function normaliseAccessCode(typed: string): string | null {
  const code = typed
    .toUpperCase()
    .replace(/[\s-]+/g, '')
    .replace(/O/g, '0')
    .replace(/[IL]/g, '1');
  if (code.length !== accessCodeLength) return null;
  return [...code].every((c) => alphabet.includes(c)) ? code : null;
}
