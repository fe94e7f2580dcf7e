import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, discountFormToInput, generateDiscountCode } from './discount-form';

const now = new Date('2026-05-01T10:00:00.000Z');
const form = { code: 'VERANO', percentage: '10', maxUses: '', validDays: '' };

describe('discount code form', () => {
  it('generates 8 characters without I, O, 0 or 1', () => {
    for (let i = 0; i < 200; i += 1) expect(generateDiscountCode()).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(CODE_ALPHABET).toHaveLength(32);
    // Every byte value maps into the alphabet (the last ones wrap around it).
    expect(generateDiscountCode((bytes) => bytes.fill(255))).toBe('99999999');
    expect(generateDiscountCode((bytes) => bytes.fill(0))).toBe('AAAAAAAA');
  });

  it('sends the code upper case, and refuses one with other characters or lengths instead of mending it', () => {
    expect(discountFormToInput({ ...form, code: ' verano25 ' }, now)).toEqual({
      ok: true,
      input: { code: 'VERANO25', percentage: 10 },
    });
    for (const code of ['bad code!', 'verano-25', 'ÑANDÚ', 'AB', 'A'.repeat(16)]) {
      expect(discountFormToInput({ ...form, code }, now), code).toEqual({
        ok: false,
        problem: 'invalidCode',
      });
    }
  });

  it('needs a code and a percentage from 1 to 100', () => {
    expect(discountFormToInput({ ...form, code: ' ' }, now)).toEqual({ ok: false, problem: 'incomplete' });
    expect(discountFormToInput({ ...form, percentage: '' }, now)).toEqual({
      ok: false,
      problem: 'incomplete',
    });
    for (const percentage of ['0', '101', '12.5', 'diez', '-5']) {
      expect(discountFormToInput({ ...form, percentage }, now)).toEqual({
        ok: false,
        problem: 'invalidPercent',
      });
    }
    expect(discountFormToInput(form, now)).toEqual({ ok: true, input: { code: 'VERANO', percentage: 10 } });
  });

  it('sends max uses and an expiry only for positive whole numbers', () => {
    expect(discountFormToInput({ ...form, maxUses: '5', validDays: '30' }, now)).toEqual({
      ok: true,
      input: { code: 'VERANO', percentage: 10, maxUses: 5, validUntil: '2026-05-31T10:00:00.000Z' },
    });
    for (const value of ['0', '-3', '2.5', 'x']) {
      expect(discountFormToInput({ ...form, maxUses: value, validDays: value }, now)).toEqual({
        ok: true,
        input: { code: 'VERANO', percentage: 10 },
      });
    }
  });
});
