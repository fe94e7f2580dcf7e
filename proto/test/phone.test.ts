import { describe, expect, it } from 'vitest';
import { formatPhone } from '../src/rules/phone.ts';

describe('a stored phone as a person reads it', () => {
  it.each([
    ['+34600300401', '+34 600 300 401'],
    ['+351912345678', '+351 912 345 678'],
    ['+33612345678', '+33 6 12 34 56 78'],
    ['+447700900123', '+44 7700 900123'],
    ['+14155550123', '+1 415 555 0123'],
    ['+525512345678', '+52 55 1234 5678'],
    ['+56912345678', '+56 9 1234 5678'],
  ])('writes %s as %s', (stored, shown) => expect(formatPhone(stored)).toBe(shown));

  it('leaves what is not a stored number as it is', () => {
    expect(formatPhone('600 300 401')).toBe('600 300 401');
    expect(formatPhone('+8613800138000')).toBe('+8613800138000');
  });
});
