import { describe, expect, it } from 'vitest';
import { isEmailAddress } from '../src/rules/email-address.ts';

describe('an address we write to', () => {
  it.each([
    'ana@example.com',
    'ana.garcia+legado@correo.example.es',
    "o'brien@example.ie",
    'x@sub-domain.example.co.uk',
    'luis@xn--espaa-rta.example.xn--p1ai',
  ])('takes %s', (address) => expect(isEmailAddress(address)).toBe(true));

  it.each([
    ['no at', 'ana.example.com'],
    ['no domain', 'ana@'],
    ['a single-label domain', 'ana@localhost'],
    ['an IP literal', 'ana@[192.168.0.1]'],
    ['a numeric top-level domain', 'ana@example.123'],
    ['two dots in a row', 'ana..garcia@example.com'],
    ['a leading dot', '.ana@example.com'],
    ['a quoted local part', '"ana garcia"@example.com'],
    ['a space', 'ana garcia@example.com'],
    ['a label starting with a hyphen', 'ana@-example.com'],
    ['an empty label', 'ana@example..com'],
    ['two at signs', 'ana@b@example.com'],
    ['a local part over 64 characters', `${'a'.repeat(65)}@example.com`],
    ['a label over 63 characters', `ana@${'a'.repeat(64)}.com`],
    ['over 254 characters', `ana@${Array.from({ length: 5 }, () => 'a'.repeat(60)).join('.')}.com`],
    ['a comma', 'ana@example,com'],
  ])('refuses %s', (_case, address) => expect(isEmailAddress(address)).toBe(false));
});
