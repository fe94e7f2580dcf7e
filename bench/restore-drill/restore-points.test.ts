import { describe, expect, it } from 'vitest';
import {
  checkInsAskedAgain,
  checkRestorePoint,
  observedRecoveryPoint,
  type AcknowledgedWrite,
} from './restore-points.ts';

const write = (key: string, sentAt: number, ackedAt: number): AcknowledgedWrite => ({ key, sentAt, ackedAt });
const writes = [
  write('before', 100, 200),
  write('lost', 150, 250),
  write('straddling', 280, 320),
  write('after', 400, 450),
  write('past', 500, 550),
];
const point = { from: 300, to: 350 };

describe('checkRestorePoint', () => {
  it('names what was acknowledged before the point and is missing, and what was sent after it and is there', () => {
    const present = new Set(['before', 'straddling', 'past']);
    expect(checkRestorePoint(writes, point, (key) => present.has(key))).toEqual({
      missing: ['lost'],
      beyond: ['past'],
      straddling: 1,
      kept: 1,
    });
  });

  it('holds a write under way as the point was made as right either way', () => {
    for (const present of [new Set(['before', 'lost']), new Set(['before', 'lost', 'straddling'])])
      expect(checkRestorePoint(writes, point, (key) => present.has(key))).toMatchObject({
        missing: [],
        beyond: [],
        straddling: 1,
        kept: 2,
      });
  });
});

describe('observedRecoveryPoint', () => {
  it('is the time from the oldest lost write to the loss', () => {
    const present = new Set(['before', 'lost', 'straddling']);
    expect(observedRecoveryPoint(writes, 600, (key) => present.has(key))).toEqual({
      lost: 2,
      windowMs: 150,
    });
  });

  it('is nothing when every acknowledged write is there', () => {
    expect(observedRecoveryPoint(writes, 600, () => true)).toEqual({ lost: 0, windowMs: 0 });
  });

  it('leaves out writes acknowledged after the loss', () => {
    expect(observedRecoveryPoint(writes, 300, (key) => key !== 'past')).toEqual({ lost: 0, windowMs: 0 });
  });
});

describe('checkInsAskedAgain', () => {
  const checkIn = (n: number, at: number, messageId: string) => ({
    at,
    messageId,
    fact: { kind: 'check-in', n },
  });
  it('names a check-in sent before the restore and again, as a new e-mail, after it', () => {
    const mails = [
      checkIn(1, 100, '<a>'),
      checkIn(1, 900, '<b>'),
      checkIn(2, 100, '<c>'),
      checkIn(2, 200, '<d>'),
      checkIn(2, 900, '<e>'),
      checkIn(3, 100, '<f>'),
      checkIn(3, 900, '<f>'),
      { at: 900, messageId: '<g>', fact: { kind: 'delivery', n: 4 } },
    ];
    // 2 was doubled before the restore; 3 came again under its own Message-ID (a resend, counted apart).
    expect(checkInsAskedAgain(mails, 500)).toEqual(new Set([1]));
  });
});
