import pg from 'pg';
import {
  errorsOutside,
  tallyPayments,
  tallySoakKind,
  type OutageWindow,
  type PaymentTally,
  type SoakFactKind,
  type SoakKindTally,
} from './soak-tally.ts';
import type { CallRecord, soakTraffic } from './soak-traffic.ts';

/**
 * The end of a soak, on one machine or on three hosts: the drain that waits for the last facts, and the report
 * of what was due against what came.
 */
const write = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const kinds: SoakFactKind[] = ['delivery', 'notice', 'check-in'];
export type FactTallies = Record<SoakFactKind, SoakKindTally>;

/**
 * Until every fact has come and every captured payment is paid (a capture a crash left half-way is finished by
 * the payment service's reconciler), or nothing has moved for `stallMs`. What is expected comes from the message
 * database: a letter counts once it is sealed and, if it had to be, paid; a check-in once its switch was armed.
 */
export async function drainFacts(settings: {
  traffic: ReturnType<typeof soakTraffic>;
  sink: { received: Parameters<typeof tallySoakKind>[0] };
  captures: () => { customId: string; status: string }[];
  messageDatabaseUrl: string;
  stallMs: number;
}): Promise<{ tallies: FactTallies; payments: PaymentTally }> {
  const { traffic } = settings;
  const messageSql = new pg.Pool({ connectionString: settings.messageDatabaseUrl, max: 2 });
  messageSql.on('error', () => undefined);
  const rowsOf = async (text: string, ids: string[]) => {
    for (;;) {
      try {
        return new Set((await messageSql.query<{ id: string }>(text, [ids])).rows.map((row) => row.id));
      } catch {
        // A failover under way: ask again.
        await sleep(1_000);
      }
    }
  };
  const idsOf = (entries: { id?: string }[]) => entries.flatMap((entry) => (entry.id ? [entry.id] : []));
  const expectedOf = async (): Promise<Record<SoakFactKind, Set<number>>> => {
    const sealed = await rowsOf(
      `SELECT id FROM message WHERE id = ANY($1::uuid[]) AND sealed_at IS NOT NULL
         AND (NOT requires_payment OR paid)`,
      idsOf(traffic.letters),
    );
    const letters = new Set(traffic.letters.filter((l) => l.id && sealed.has(l.id)).map((l) => l.n));
    return {
      delivery: letters,
      notice: letters,
      'check-in': new Set(traffic.switches.filter((s) => s.armedAt !== undefined).map((s) => s.n)),
    };
  };
  const dueAt: Record<SoakFactKind, Map<number, number>> = {
    delivery: new Map(traffic.letters.flatMap((l) => (l.dueAt === undefined ? [] : [[l.n, l.dueAt]]))),
    notice: new Map(traffic.letters.flatMap((l) => (l.dueAt === undefined ? [] : [[l.n, l.dueAt]]))),
    'check-in': new Map(traffic.switches.flatMap((s) => (s.armedAt === undefined ? [] : [[s.n, s.armedAt]]))),
  };
  const paymentsNow = async () => {
    const entries = [...traffic.letters, ...traffic.switches];
    const paid = await rowsOf(
      'SELECT id FROM message WHERE id = ANY($1::uuid[]) AND requires_payment AND paid',
      idsOf(entries),
    );
    return tallyPayments({
      told: entries.flatMap((m) => (m.id && m.payment ? [{ id: m.id, payment: m.payment }] : [])),
      paidInProduct: paid,
      captures: settings.captures(),
    });
  };
  let tallies = {} as FactTallies;
  let payments: PaymentTally;
  let progress = '';
  let progressAt = Date.now();
  try {
    for (;;) {
      const expected = await expectedOf();
      tallies = Object.fromEntries(
        kinds.map((kind) => [kind, tallySoakKind(settings.sink.received, kind, expected[kind], dueAt[kind])]),
      ) as FactTallies;
      payments = await paymentsNow();
      if (kinds.every((kind) => tallies[kind].lost === 0) && payments.lost === 0) break;
      const now = JSON.stringify([kinds.map((kind) => tallies[kind].arrived), payments.paidInProduct]);
      if (now !== progress) [progress, progressAt] = [now, Date.now()];
      else if (Date.now() - progressAt > settings.stallMs) break;
      await sleep(2_000);
    }
  } finally {
    await messageSql.end();
  }
  return { tallies, payments };
}

export type Recovery = { fault: string; recoveredMs: number };

/** The report's common part; a cluster run adds its own sections after it (`more`). */
export function reportSoak(figures: {
  tallies: FactTallies;
  payments: PaymentTally;
  opened: number;
  wrongContent: number;
  calls: number;
  failedCalls: CallRecord[];
  startedAt: number;
  windows: OutageWindow[];
  recoveries: Recovery[];
  recoveryHeading: string;
  refusedMail: number;
  /** Further counts that must be 0 for the targets to be met (a cluster run's missing writes, orphans…). */
  moreFailures?: number;
}): boolean {
  const { tallies } = figures;
  write();
  write('What was due, and what came (from the databases and the SMTP sink):');
  const rows = [['', 'expected', 'arrived', 'lost', 'doubled', 'resent', 'unexpected', 'early']];
  for (const [name, kind] of [
    ['deliveries (recipients)', 'delivery'],
    ["notices (senders')", 'notice'],
    ['check-ins', 'check-in'],
  ] as const) {
    const t = tallies[kind];
    rows.push([
      name,
      ...[t.expected, t.arrived, t.lost, t.doubled, t.resent, t.unexpected, t.early].map(String),
    ]);
  }
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  for (const row of rows)
    write(
      `  ${row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('   ')}`,
    );
  const p = figures.payments;
  write(
    `  payments: ${p.started} started, ${p.capturedAtPaypal} captured at PayPal, ${p.paidInProduct} paid in the ` +
      `product; lost (captured, not paid): ${p.lost}; doubled (captured twice): ${p.doubled}; ` +
      `buyers told "paid" of an unpaid message: ${p.toldPaidButUnpaid}`,
  );
  write(
    `  letters read whole by their recipients: ${figures.opened}, of them with other content than sealed: ` +
      figures.wrongContent,
  );
  write(`  recipients refused with 451 during mail outages: ${figures.refusedMail}`);
  const outside = errorsOutside(figures.failedCalls, figures.windows);
  write(
    `  user-facing calls: ${figures.calls}; failed: ${figures.failedCalls.length}, ` +
      `of them outside the outage windows: ${outside.length}`,
  );
  for (const call of outside.slice(0, 10))
    write(`    ${seconds(call.at - figures.startedAt)}: ${call.what} answered ${call.status}`);
  write();
  write(figures.recoveryHeading);
  for (const { fault, recoveredMs } of figures.recoveries)
    write(`  ${fault.padEnd(40)} ${seconds(recoveredMs)}`);
  const failures =
    Object.values(tallies).reduce((sum, t) => sum + t.lost + t.doubled + t.unexpected + t.early, 0) +
    p.lost +
    p.doubled +
    p.toldPaidButUnpaid +
    figures.wrongContent +
    (figures.moreFailures ?? 0);
  write();
  write(`  target: 0 lost, 0 doubled, 0 early: ${failures === 0 ? 'met' : 'NOT met'}`);
  write(`  target: no user-facing error outside an outage: ${outside.length === 0 ? 'met' : 'NOT met'}`);
  return failures === 0 && outside.length === 0;
}
