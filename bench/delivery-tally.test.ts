import { describe, expect, it } from 'vitest';
import { arrivalCounter, factOf, tally } from './delivery-tally.ts';

const due = 1_000_000;
const mail = (to: string, subject: string, messageId: string, at = due + 100) => ({
  to,
  subject,
  messageId,
  at,
});

describe('the delivery tally', () => {
  it('reads which fact an e-mail is from its address or subject, in either language', () => {
    expect(factOf({ to: 'r12@recipients.bench.example', subject: 'Lucía has left you a message' })).toEqual({
      kind: 'delivery',
      n: 12,
    });
    expect(factOf({ to: 'bench.a@example.com', subject: 'Your message for R7 has been delivered' })).toEqual({
      kind: 'notice',
      n: 7,
    });
    expect(
      factOf({
        to: 'bench.a@example.com',
        subject: '=?UTF-8?Q?=C2=BFSigues_ah=C3=AD=3F_Tu_mensaje_para_C3?=',
      }),
    ).toEqual({ kind: 'check-in', n: 3 });
    expect(factOf({ to: 'bench.a@example.com', subject: 'Confirm your e-mail address' })).toBeUndefined();
  });

  it('counts the lost, the doubled (two Message-IDs), the resent (one Message-ID twice) and the early', () => {
    const mails = [
      mail('r0@recipients.bench.example', 's', '<a>'),
      mail('r0@recipients.bench.example', 's', '<a>', due + 300),
      mail('r1@recipients.bench.example', 's', '<b>', due - 5),
      mail('r1@recipients.bench.example', 's', '<c>', due + 200),
      mail('r2@recipients.bench.example', 's', '<d>', due + 400),
      // Beyond the wave, and another kind: not this wave's.
      mail('r9@recipients.bench.example', 's', '<e>'),
      mail('bench.a@example.com', 'Your message for R0 has been delivered', '<f>'),
    ];
    const counted = tally(mails, 'delivery', 4, due);
    expect(counted).toMatchObject({ expected: 4, arrived: 3, lost: 1, doubled: 1, resent: 1, early: 1 });
    expect(counted.drainedMs).toBe(400);
    // Three facts, the first (early) at -5 ms and the last at 400 ms: two more in 0.405 s.
    expect(counted.saturatedRate).toBeCloseTo(2 / 0.405);
    expect(counted.latency.count).toBe(3);
  });
  it('counts the facts arrived so far, each once, reading only the mails that came since', () => {
    const count = arrivalCounter(['delivery', 'notice'], 3);
    const mails = [
      mail('r0@recipients.bench.example', 'A message for you', '<a@x>'),
      mail('s@bench.example', 'Your message for R0 was delivered', '<b@x>'),
      mail('s@bench.example', 'Check-in for C0', '<c@x>'),
    ];
    expect(count(mails)).toBe(2);
    mails.push(
      mail('r0@recipients.bench.example', 'A message for you', '<d@x>'),
      mail('r2@recipients.bench.example', 'A message for you', '<e@x>'),
      mail('r7@recipients.bench.example', 'A message for you', '<f@x>'),
    );
    expect(count(mails)).toBe(3);
    expect(count(mails)).toBe(3);
  });
});
