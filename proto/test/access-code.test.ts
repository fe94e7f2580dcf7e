import { describe, expect, it } from 'vitest';
import { generateAccessCode, normaliseAccessCode } from '../src/rules/access-code.ts';

describe('access codes', () => {
  it('are 16 unambiguous characters in groups of four, different every time', () => {
    const codes = new Set(Array.from({ length: 1000 }, generateAccessCode));
    expect(codes.size).toBe(1000);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
  });

  it('use every character of the alphabet (80 random bits)', () => {
    const seen = new Set([...Array.from({ length: 200 }, generateAccessCode).join('').replaceAll('-', '')]);
    expect(seen.size).toBe(32);
  });

  it('normalise what people type: case, spaces, dashes and look-alikes', () => {
    const code = generateAccessCode();
    const plain = code.replaceAll('-', '');
    expect(normaliseAccessCode(code)).toBe(plain);
    expect(normaliseAccessCode(` ${code.toLowerCase()} `)).toBe(plain);
    expect(normaliseAccessCode(plain.match(/.{1,2}/g)!.join(' '))).toBe(plain);
    expect(normaliseAccessCode('ABCD-EFGH-JKMN-PQRO')).toBe('ABCDEFGHJKMNPQR0');
    expect(normaliseAccessCode('1111-IIII-LLLL-iiii')).toBe('1111111111111111');
  });

  it('refuse what cannot be a code', () => {
    expect(normaliseAccessCode('')).toBeNull();
    expect(normaliseAccessCode('ABCD-EFGH-JKMN')).toBeNull();
    expect(normaliseAccessCode('ABCD-EFGH-JKMN-PQRU')).toBeNull();
    expect(normaliseAccessCode('ABCD-EFGH-JKMN-PQR!')).toBeNull();
  });
});
