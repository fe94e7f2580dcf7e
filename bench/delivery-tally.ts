import { summariseLatencies, type LatencySummary } from './latency-summary.ts';
import type { SunkMail } from './smtp-sink.ts';

/** What one e-mail of the delivery bench is about: a dated message's delivery or notice, or a check-in. */
export type FactKind = 'delivery' | 'notice' | 'check-in';
export type Fact = { kind: FactKind; n: number };

/**
 * Read from the address and the subject, as delivery-seed.ts names recipients: `r<n>@recipients.bench.example`
 * gets message n's delivery; its sender's notice says "…for R<n>…", a check-in "…for C<n>…".
 */
export function factOf(mail: Pick<SunkMail, 'to' | 'subject'>): Fact | undefined {
  const delivery = /^r(\d+)@recipients\.bench\.example$/.exec(mail.to);
  if (delivery) return { kind: 'delivery', n: Number(delivery[1]) };
  // A whole word: in an encoded subject (=?UTF-8?Q?…?=) spaces are `_`, and `=C3` is a byte, not a name.
  const named = /(?:^|[\s_])([RC])(\d+)(?=[\s_?]|$)/.exec(mail.subject);
  if (!named) return undefined;
  return { kind: named[1] === 'R' ? 'notice' : 'check-in', n: Number(named[2]) };
}

/**
 * How many facts of the kinds have arrived at least once, for the bench to watch a wave drain: it reads only the
 * mails that came since it last looked (a full `tally` twice a second re-reads every mail, and on two cores that
 * work is taken from the product it watches).
 */
export function arrivalCounter(kinds: readonly FactKind[], expected: number) {
  let read = 0;
  const arrived = new Set<string>();
  return (mails: readonly SunkMail[]): number => {
    for (; read < mails.length; read++) {
      const fact = factOf(mails[read]!);
      if (fact && kinds.includes(fact.kind) && fact.n < expected) arrived.add(`${fact.kind}:${fact.n}`);
    }
    return arrived.size;
  };
}

export type KindTally = {
  expected: number;
  /** Facts of 0..expected-1 that arrived at least once. */
  arrived: number;
  lost: number;
  /** Facts that arrived under two or more Message-IDs: sent twice. */
  doubled: number;
  /** The same Message-ID again (a crash between the server's 250 and our commit): a resend, counted apart. */
  resent: number;
  /** Arrivals before the wave's due instant. */
  early: number;
  /** From the due instant to each fact's first arrival, in ms. */
  latency: LatencySummary;
  /** The last first-arrival, in ms after the due instant: the wave's drain time for this kind. */
  drainedMs: number;
  /** Facts a second between the first arrival and the last: the rate once the wave is under way. */
  saturatedRate: number;
};

/** Counts the sink's mails of one kind against the `expected` facts due at `dueAt` (epoch ms). */
export function tally(
  mails: readonly SunkMail[],
  kind: FactKind,
  expected: number,
  dueAt: number,
): KindTally {
  const ids = new Map<number, Map<string, number>>();
  const first = new Map<number, number>();
  let early = 0;
  for (const mail of mails) {
    const fact = factOf(mail);
    if (!fact || fact.kind !== kind || fact.n >= expected) continue;
    if (mail.at < dueAt) early += 1;
    const seen = ids.get(fact.n) ?? new Map<string, number>();
    seen.set(mail.messageId, (seen.get(mail.messageId) ?? 0) + 1);
    ids.set(fact.n, seen);
    first.set(fact.n, Math.min(first.get(fact.n) ?? Infinity, mail.at));
  }
  const waits = [...first.values()].map((at) => at - dueAt);
  return {
    expected,
    arrived: ids.size,
    lost: expected - ids.size,
    doubled: [...ids.values()].filter((seen) => seen.size > 1).length,
    resent: [...ids.values()].reduce(
      (sum, seen) => sum + [...seen.values()].reduce((more, times) => more + times - 1, 0),
      0,
    ),
    early,
    latency: summariseLatencies(waits),
    drainedMs: waits.length === 0 ? 0 : Math.max(...waits),
    saturatedRate:
      waits.length < 2 ? 0 : ((waits.length - 1) / (Math.max(...waits) - Math.min(...waits))) * 1000,
  };
}
