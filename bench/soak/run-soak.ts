/**
 * `npm run soak [-- --minutes N] [--seed S] [--every SECONDS]`: an hour (by default) of steady traffic while
 * processes die and servers go away, then a count of what was lost.
 *
 * The soak runs its own PostgreSQL (a new cluster by initdb), Redis and NATS, so it may stop them, and the whole
 * product beside them through `npm start`'s runner (restarting whatever dies), with its mail going to the
 * bench's SMTP sink. Traffic (soak-traffic.ts) seals letters and proof-of-life messages, makes check-ins due and
 * opens what arrives; meanwhile the fault plan (fault-plan.ts) SIGKILLs every process, takes PostgreSQL, Redis and
 * NATS down and makes the mail server answer 451. At the end, traffic stops, the last facts drain, and the report
 * counts per kind what was lost and doubled (soak-tally.ts), the user-facing errors outside the outage windows,
 * and each recovery. The product's log goes to a file under .local/, named in the report.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { checkGrpcHealth } from '@app/platform/grpc-health-client';
import pg from 'pg';
import { isolatedStack } from '../../deploy/local/isolated-stack.ts';
import {
  backendServices,
  databaseUrl,
  repoRoot,
  type BackendService,
  type ServiceName,
} from '../../deploy/local/stack.ts';
import { startFakePaypal } from '../../services/payment/test/fake-paypal/fake-paypal-server.ts';
import { productApi } from '../product-api.ts';
import { raisedLimits } from '../raised-limits.ts';
import { startSmtpSink } from '../smtp-sink.ts';
import { describeFault, planFaults, seededRandom, type Fault } from './fault-plan.ts';
import { startOwnPostgres, startOwnRedis, type OwnServer } from './own-servers.ts';
import {
  errorsOutside,
  tallyPayments,
  tallySoakKind,
  type PaymentTally,
  type OutageWindow,
  type SoakFactKind,
  type SoakKindTally,
} from './soak-tally.ts';
import { soakTraffic, type CallRecord } from './soak-traffic.ts';

const { values: args } = parseArgs({
  options: {
    minutes: { type: 'string', default: '60' },
    seed: { type: 'string' },
    every: { type: 'string', default: '45' },
  },
});
const minutes = Number(args.minutes);
const seed = args.seed === undefined ? Math.floor(Math.random() * 1_000_000) : Number(args.seed);
const everySeconds = Number(args.every);
if (!(minutes > 0) || !Number.isInteger(seed) || !(everySeconds > 0))
  throw new Error('usage: npm run soak -- [--minutes N] [--seed S] [--every SECONDS]');

const SENDERS = 6;
// Faults begin once traffic runs, and stop a minute before it does: the last sealed facts are due by then.
const QUIET_START_MS = 30_000;
const QUIET_END_MS = 60_000;
// Errors this long after the product is ready again still belong to the outage.
const GRACE_MS = 30_000;
// The drain ends when every expected fact has come, or nothing has come for this long.
const STALL_MS = 180_000;

const write = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const processes = [...(Object.keys(backendServices) as BackendService[]), 'bff' as const] as ServiceName[];

type Recovery = { fault: Fault; startedAt: number; recoveredMs: number };

async function main(): Promise<void> {
  const serversDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legado-soak-'));
  const logFile = path.join(repoRoot, '.local', `soak-${new Date().toISOString().replace(/[:.]/g, '-')}.log`);
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const logStream = fs.createWriteStream(logFile);
  const log = (source: string, line: string) =>
    logStream.write(`${new Date().toISOString()} [${source}] ${line}\n`);

  write(`Soak of ${minutes} min, seed ${seed}, a fault every ${everySeconds} s at most; log: ${logFile}`);
  const servers: OwnServer[] = [];
  const sink = await startSmtpSink();
  const paypal = await startFakePaypal();
  // The runner hands PayPal's settings to the payment service from its own environment, as `npm start` does.
  Object.assign(process.env, {
    PAYPAL_MODE: 'sandbox',
    PAYPAL_BASE_URL: paypal.url,
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    PAYPAL_WEBHOOK_ID: paypal.webhookId,
  });
  let isolated: ReturnType<typeof isolatedStack> | undefined;
  const onSignal = () =>
    void (async () => {
      await isolated?.teardown();
      for (const server of servers) await server.stop('graceful');
      fs.rmSync(serversDir, { recursive: true, force: true });
      process.exit(130);
    })();
  process.once('SIGINT', onSignal);
  try {
    write('Starting its own PostgreSQL and Redis, then NATS and the product…');
    const postgres = await startOwnPostgres(path.join(serversDir, 'postgresql'), (line) =>
      log('postgresql', line),
    );
    servers.push(postgres);
    const redis = await startOwnRedis(path.join(serversDir, 'redis'), (line) => log('redis', line));
    servers.push(redis);
    isolated = isolatedStack({
      label: 'soak',
      postgresUrl: postgres.url,
      redisUrl: redis.url,
      // Every sender's first three deliveries are free, as in the product; the rest are paid for.
      env: { ...raisedLimits, WELCOME_FREE_DELIVERIES: '3' },
      smtpSinkPort: sink.port,
      readyTimeoutMs: 240_000,
      restart: true,
      log,
    });
    const { stack, options } = await isolated.start();
    const origin = `http://127.0.0.1:${options.httpPort}`;

    const allReady = async () => {
      const bff = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2_000) }).catch(
        () => undefined,
      );
      if (!bff?.ok) return false;
      const health = await Promise.all(
        (Object.keys(backendServices) as BackendService[]).map((service) =>
          checkGrpcHealth(`127.0.0.1:${options.grpcPorts[service]}`, 'readiness').catch(() => 'DOWN'),
        ),
      );
      return health.every((status) => status === 'SERVING');
    };
    const untilReady = async () => {
      while (!(await allReady())) await sleep(250);
    };

    sink.keepTextFor((address) => address.startsWith('bench.'));
    const api = productApi(origin, stack.urls.app, (address) => sink.textTo(address), 'en');
    const senders = [];
    for (let i = 0; i < SENDERS; i++) {
      const account = await api.verifiedAccount();
      senders.push({ cookie: account.cookie, email: account.email });
    }
    const random = seededRandom(seed);
    const traffic = soakTraffic({
      origin,
      publicUrl: stack.urls.app,
      senders,
      sink,
      schedulerDatabaseUrl: databaseUrl(options, 'scheduler'),
      paypal: {
        approve: (orderId) => paypal.approve(orderId),
        // PayPal's own faults: a capture done but answered 500, or done and never answered (a timeout).
        beforeCapture: () => {
          const draw = random();
          if (draw < 0.2) paypal.failNext('captureOrder', 500, 1, { afterProcessing: true });
          else if (draw < 0.3) paypal.dropNextResponses('captureOrder');
        },
      },
      random,
    });
    const plan = planFaults({
      processes,
      startMs: QUIET_START_MS,
      endMs: minutes * 60_000 - QUIET_END_MS,
      everyMs: everySeconds * 1000,
      random,
    });
    write(`Traffic on; ${plan.length} faults planned.`);
    const started = Date.now();
    traffic.start();

    const windows: OutageWindow[] = [];
    const recoveries: Recovery[] = [];
    for (const { atMs, fault } of plan) {
      await sleep(started + atMs - Date.now());
      const startedAt = Date.now();
      write(`  ${seconds(startedAt - started).padStart(8)}  ${describeFault(fault)}`);
      log('soak', `fault: ${describeFault(fault)}`);
      switch (fault.kind) {
        case 'kill': {
          const pid = stack.pid(fault.process as ServiceName);
          if (pid !== undefined) process.kill(pid, 'SIGKILL');
          await sleep(500);
          break;
        }
        case 'outage': {
          const how = random() < 0.5 ? 'crash' : 'graceful';
          if (fault.server === 'nats') await isolated.stopNats();
          else await (fault.server === 'postgresql' ? postgres : redis).stop(how);
          await sleep(fault.downMs);
          if (fault.server === 'nats') await isolated.startNats();
          else await (fault.server === 'postgresql' ? postgres : redis).start();
          break;
        }
        case 'mail-refusal':
          sink.refuse(true);
          await sleep(fault.downMs);
          sink.refuse(false);
          break;
      }
      const restoredAt = Date.now();
      await untilReady();
      const readyAt = Date.now();
      recoveries.push({ fault, startedAt, recoveredMs: readyAt - restoredAt });
      windows.push({ from: startedAt, to: readyAt + GRACE_MS });
      write(`            ready again ${seconds(readyAt - restoredAt)} after it ended`);
    }
    await sleep(started + minutes * 60_000 - Date.now());
    traffic.stopSealing();
    write(`Traffic stopped after ${seconds(Date.now() - started)}; draining…`);

    const messageSql = new pg.Pool({ connectionString: databaseUrl(options, 'message'), max: 2 });
    const sealedIds = async () => {
      const ids = traffic.letters.flatMap((entry) => (entry.id ? [entry.id] : []));
      const { rows } = await messageSql.query<{ id: string }>(
        `SELECT id FROM message WHERE id = ANY($1::uuid[]) AND sealed_at IS NOT NULL
           AND (NOT requires_payment OR paid)`,
        [ids],
      );
      return new Set(rows.map((row) => row.id));
    };
    const expectedOf = async (): Promise<Record<SoakFactKind, Set<number>>> => {
      const sealed = await sealedIds();
      const letters = new Set(traffic.letters.filter((l) => l.id && sealed.has(l.id)).map((l) => l.n));
      return {
        delivery: letters,
        notice: letters,
        'check-in': new Set(traffic.switches.filter((s) => s.armedAt !== undefined).map((s) => s.n)),
      };
    };
    const kinds: SoakFactKind[] = ['delivery', 'notice', 'check-in'];
    let tallies = {} as Record<SoakFactKind, SoakKindTally>;
    const paymentsNow = async () => {
      const { rows } = await messageSql.query<{ id: string }>(
        'SELECT id FROM message WHERE id = ANY($1::uuid[]) AND requires_payment AND paid',
        [[...traffic.letters, ...traffic.switches].flatMap((entry) => (entry.id ? [entry.id] : []))],
      );
      return tallyPayments({
        told: [...traffic.letters, ...traffic.switches].flatMap((m) =>
          m.id && m.payment ? [{ id: m.id, payment: m.payment }] : [],
        ),
        paidInProduct: new Set(rows.map((row) => row.id)),
        captures: [...paypal.captures.values()],
      });
    };
    // Until every fact has come and every captured payment is paid (a capture a crash left half-way is finished
    // by the payment service's reconciler), or nothing has moved for STALL_MS.
    let payments = await paymentsNow();
    let progress = '';
    let progressAt = Date.now();
    for (;;) {
      const expected = await expectedOf();
      tallies = Object.fromEntries(
        kinds.map((kind) => [kind, tallySoakKind(sink.received, kind, expected[kind])]),
      ) as typeof tallies;
      payments = await paymentsNow();
      if (kinds.every((kind) => tallies[kind].lost === 0) && payments.lost === 0) break;
      const now = JSON.stringify([kinds.map((kind) => tallies[kind].arrived), payments.paidInProduct]);
      if (now !== progress) [progress, progressAt] = [now, Date.now()];
      else if (Date.now() - progressAt > STALL_MS) break;
      await sleep(2_000);
    }
    await traffic.stop();
    await messageSql.end();

    report({
      tallies,
      payments,
      opened: traffic.letters.filter((l) => l.opened).length,
      wrongContent: traffic.letters.filter((l) => l.wrongContent).length,
      calls: traffic.calls.length,
      failedCalls: traffic.failedCalls(),
      startedAt: started,
      windows,
      recoveries,
      refusedMail: sink.refusedCount(),
    });
  } finally {
    await isolated?.teardown();
    for (const server of servers) await server.stop('graceful');
    fs.rmSync(serversDir, { recursive: true, force: true });
    await sink.close();
    await paypal.close();
    logStream.end();
    process.off('SIGINT', onSignal);
  }
}

function report(figures: {
  tallies: Record<SoakFactKind, SoakKindTally>;
  payments: PaymentTally;
  opened: number;
  wrongContent: number;
  calls: number;
  failedCalls: CallRecord[];
  startedAt: number;
  windows: OutageWindow[];
  recoveries: Recovery[];
  refusedMail: number;
}): void {
  const { tallies } = figures;
  write();
  write('What was due, and what came (from the databases and the SMTP sink):');
  const rows = [['', 'expected', 'arrived', 'lost', 'doubled', 'resent', 'unexpected']];
  for (const [name, kind] of [
    ['deliveries (recipients)', 'delivery'],
    ["notices (senders')", 'notice'],
    ['check-ins', 'check-in'],
  ] as const) {
    const t = tallies[kind];
    rows.push([name, ...[t.expected, t.arrived, t.lost, t.doubled, t.resent, t.unexpected].map(String)]);
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
  write("Recoveries (from the fault's end to every process ready):");
  for (const { fault, recoveredMs } of figures.recoveries)
    write(`  ${describeFault(fault).padEnd(28)} ${seconds(recoveredMs)}`);
  const lost =
    Object.values(tallies).reduce((sum, t) => sum + t.lost + t.doubled + t.unexpected, 0) +
    p.lost +
    p.doubled +
    p.toldPaidButUnpaid +
    figures.wrongContent;
  write();
  write(`  target: 0 lost, 0 doubled: ${lost === 0 ? 'met' : 'NOT met'}`);
  write(`  target: no user-facing error outside an outage: ${outside.length === 0 ? 'met' : 'NOT met'}`);
}

await main();
