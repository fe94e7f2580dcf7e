import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashAnswer, normaliseAnswer, verifyAnswer } from '../src/domain/answer-hash.ts';

const pepper = randomBytes(32);

describe('security answers', () => {
  it('are compared ignoring case and extra spaces, but not accents', async () => {
    const stored = await hashAnswer(pepper, 'José  Martín');
    expect(await verifyAnswer(pepper, stored, '  josé martín ')).toBe(true);
    expect(await verifyAnswer(pepper, stored, 'JOSÉ MARTÍN')).toBe(true);
    expect(await verifyAnswer(pepper, stored, 'Jose Martin')).toBe(false);
    expect(await verifyAnswer(pepper, stored, 'José')).toBe(false);
  });

  it('are stored salted and peppered: no trace of the answer, different each time', async () => {
    const a = await hashAnswer(pepper, 'Bilbao');
    const b = await hashAnswer(pepper, 'Bilbao');
    expect(a).not.toBe(b);
    expect(a.toLowerCase()).not.toContain('bilbao');
    expect(await verifyAnswer(randomBytes(32), a, 'Bilbao')).toBe(false);
  });

  it('normalise compatibility forms', () => {
    expect(normaliseAnswer('ＡＢＣ')).toBe('abc');
    expect(normaliseAnswer('\tMi\u00a0perro\n')).toBe('mi perro');
  });
});
