import type { SunkMail } from '../smtp-sink.ts';

/**
 * What one e-mail of the soak is about. The soak names every recipient after its message's number, and its
 * senders write in English, so the subject says which fact an e-mail is:
 *  - `r<n>@recipients.soak.example` gets dated or immediate message n (`R<n>`): its delivery;
 *  - "Your message for R<n> has been sent to its recipient": its sender's notice;
 *  - "Are you still there? Your message for C<n>…": switch n's check-in.
 * Anything else (verification links, "R<n> has read your message", receipts) is not counted here.
 */
export type SoakFactKind = 'delivery' | 'notice' | 'check-in';

export const soakRecipientAddress = (n: number) => `r${n}@recipients.soak.example`;

// In an encoded subject (=?UTF-8?Q?…?=) spaces are `_`.
const words = (subject: string) => subject.replace(/_/g, ' ');

export function soakFactOf(
  mail: Pick<SunkMail, 'to' | 'subject'>,
): { kind: SoakFactKind; n: number } | undefined {
  const delivery = /^r(\d+)@recipients\.soak\.example$/.exec(mail.to);
  if (delivery) return { kind: 'delivery', n: Number(delivery[1]) };
  const subject = words(mail.subject);
  const notice = /Your message for R(\d+) has been sent to its recipient/.exec(subject);
  if (notice) return { kind: 'notice', n: Number(notice[1]) };
  const checkIn = /still there\?.*Your message for C(\d+)\b/.exec(subject);
  if (checkIn) return { kind: 'check-in', n: Number(checkIn[1]) };
  return undefined;
}

export type SoakKindTally = {
  expected: number;
  arrived: number;
  /** Expected facts that never came. */
  lost: number;
  /** Facts that came under two or more Message-IDs: sent twice. */
  doubled: number;
  /** The same Message-ID again (a crash between the server's 250 and our commit): a resend, counted apart. */
  resent: number;
  /** Facts that came although the soak never made them due (a message never sealed, a switch never armed). */
  unexpected: number;
  /** Facts whose first e-mail came before the instant they were due (a dated letter, an armed check-in). */
  early: number;
};

/**
 * Counts the sink's e-mails of one kind against the numbers of the facts that must have come exactly once, and
 * against the instant each was due (`dueAt`, epoch ms; the runner and the product share this machine's clock).
 */
export function tallySoakKind(
  mails: readonly SunkMail[],
  kind: SoakFactKind,
  expected: ReadonlySet<number>,
  dueAt: ReadonlyMap<number, number> = new Map(),
): SoakKindTally {
  const ids = new Map<number, Map<string, number>>();
  const early = new Set<number>();
  for (const mail of mails) {
    const fact = soakFactOf(mail);
    if (!fact || fact.kind !== kind) continue;
    const due = dueAt.get(fact.n);
    if (due !== undefined && mail.at < due) early.add(fact.n);
    const seen = ids.get(fact.n) ?? new Map<string, number>();
    seen.set(mail.messageId, (seen.get(mail.messageId) ?? 0) + 1);
    ids.set(fact.n, seen);
  }
  const arrived = [...expected].filter((n) => ids.has(n)).length;
  return {
    expected: expected.size,
    arrived,
    lost: expected.size - arrived,
    doubled: [...ids.values()].filter((seen) => seen.size > 1).length,
    resent: [...ids.values()].reduce(
      (sum, seen) => sum + [...seen.values()].reduce((more, times) => more + times - 1, 0),
      0,
    ),
    unexpected: [...ids.keys()].filter((n) => !expected.has(n)).length,
    early: early.size,
  };
}

/** A span in which errors are excused: from a fault's start to the product's readiness after it, plus a grace. */
export type OutageWindow = { from: number; to: number };

/**
 * The user-facing calls that failed (5xx, a dropped connection) outside every outage window: a call is excused when
 * any part of it, from sending to its answer, fell inside one (a request sent just before a kill fails with it).
 */
export function errorsOutside<Call extends { at: number; endedAt: number }>(
  failed: readonly Call[],
  windows: readonly OutageWindow[],
): Call[] {
  return failed.filter(
    (call) => !windows.some((window) => call.at <= window.to && call.endedAt >= window.from),
  );
}

export type PaymentTally = {
  /** Messages whose sender started paying (an order was asked for). */
  started: number;
  /** Messages with a completed capture at PayPal. */
  capturedAtPaypal: number;
  /** Messages the product holds as paid. */
  paidInProduct: number;
  /** Captured at PayPal, and the product never counted it: the buyer paid for nothing. */
  lost: number;
  /** Two completed captures for one message: charged twice. */
  doubled: number;
  /** The buyer was answered "paid" for a message the product does not hold as paid. */
  toldPaidButUnpaid: number;
};

/**
 * Payments from both ends: what PayPal captured (by the order's custom id, the message) against what the
 * product's message database holds as paid and what each buyer was told.
 */
export function tallyPayments(settings: {
  told: readonly { id: string; payment: string }[];
  paidInProduct: ReadonlySet<string>;
  captures: readonly { customId: string; status: string }[];
}): PaymentTally {
  const captured = new Map<string, number>();
  for (const capture of settings.captures)
    if (capture.status === 'COMPLETED')
      captured.set(capture.customId, (captured.get(capture.customId) ?? 0) + 1);
  return {
    started: settings.told.length,
    capturedAtPaypal: captured.size,
    paidInProduct: settings.paidInProduct.size,
    lost: [...captured.keys()].filter((id) => !settings.paidInProduct.has(id)).length,
    doubled: [...captured.values()].filter((times) => times > 1).length,
    toldPaidButUnpaid: settings.told.filter(
      ({ id, payment }) => payment === 'paid' && !settings.paidInProduct.has(id),
    ).length,
  };
}
