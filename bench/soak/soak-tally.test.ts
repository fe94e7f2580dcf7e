import { describe, expect, it } from 'vitest';
import type { SunkMail } from '../smtp-sink.ts';
import {
  errorsOutside,
  soakFactOf,
  soakRecipientAddress,
  tallyPayments,
  tallySoakKind,
} from './soak-tally.ts';

const mail = (to: string, subject: string, messageId: string): SunkMail => ({
  at: 0,
  to,
  subject,
  messageId,
});

describe('the soak tally', () => {
  it('reads each fact from the address or the subject, and nothing else', () => {
    expect(soakFactOf(mail(soakRecipientAddress(12), 'Lucía has left you a message', 'a'))).toEqual({
      kind: 'delivery',
      n: 12,
    });
    expect(
      soakFactOf(mail('s@x.example', 'Your message for R12 has been sent to its recipient', 'b')),
    ).toEqual({
      kind: 'notice',
      n: 12,
    });
    expect(
      soakFactOf(mail('s@x.example', 'Are you still there? Your message for C3 awaits your answer', 'c')),
    ).toEqual({ kind: 'check-in', n: 3 });
    expect(soakFactOf(mail('s@x.example', 'R12 has read your message', 'd'))).toBeUndefined();
    expect(soakFactOf(mail('s@x.example', 'Your message for R1 has been locked', 'e'))).toBeUndefined();
  });

  it('counts a fact early when its first e-mail came before it was due', () => {
    const at = (to: string, messageId: string, when: number): SunkMail => ({
      ...mail(to, 'x', messageId),
      at: when,
    });
    const mails = [
      at(soakRecipientAddress(1), 'm1', 1_000),
      at(soakRecipientAddress(2), 'm2', 5_000),
      at(soakRecipientAddress(3), 'm3', 2_999),
    ];
    const due = new Map([
      [1, 1_000],
      [2, 4_000],
      [3, 3_000],
    ]);
    expect(tallySoakKind(mails, 'delivery', new Set([1, 2, 3]), due).early).toBe(1);
    expect(tallySoakKind(mails, 'delivery', new Set([1, 2, 3])).early).toBe(0);
  });

  it('counts lost, doubled, resent and unexpected facts apart', () => {
    const mails = [
      mail(soakRecipientAddress(1), 'x', 'm1'),
      mail(soakRecipientAddress(2), 'x', 'm2'),
      mail(soakRecipientAddress(2), 'x', 'm2'),
      mail(soakRecipientAddress(3), 'x', 'm3'),
      mail(soakRecipientAddress(3), 'x', 'm3-again'),
      mail(soakRecipientAddress(9), 'x', 'm9'),
    ];
    expect(tallySoakKind(mails, 'delivery', new Set([1, 2, 3, 4]))).toEqual({
      expected: 4,
      arrived: 3,
      lost: 1,
      doubled: 1,
      resent: 1,
      unexpected: 1,
      early: 0,
    });
  });

  it('excuses errors whose call overlapped an outage window, and only those', () => {
    const call = (at: number, endedAt: number) => ({ at, endedAt });
    const windows = [
      { from: 10, to: 20 },
      { from: 25, to: 30 },
    ];
    const calls = [call(1, 5), call(8, 11), call(15, 16), call(21, 24), call(28, 40), call(41, 45)];
    expect(errorsOutside(calls, windows)).toEqual([call(1, 5), call(21, 24), call(41, 45)]);
  });

  it('counts a payment captured but never counted, charged twice, or told paid while unpaid', () => {
    expect(
      tallyPayments({
        told: [
          { id: 'a', payment: 'paid' },
          { id: 'b', payment: 'paid' },
          { id: 'c', payment: 'unfinished' },
          { id: 'd', payment: 'paid' },
        ],
        paidInProduct: new Set(['a', 'b']),
        captures: [
          { customId: 'a', status: 'COMPLETED' },
          { customId: 'b', status: 'COMPLETED' },
          { customId: 'b', status: 'COMPLETED' },
          { customId: 'c', status: 'COMPLETED' },
          { customId: 'd', status: 'DECLINED' },
        ],
      }),
    ).toEqual({
      started: 4,
      capturedAtPaypal: 3,
      paidInProduct: 2,
      lost: 1,
      doubled: 1,
      toldPaidButUnpaid: 1,
    });
  });
});
