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
import { drainFacts, reportSoak, seconds } from './soak-outcome.ts';
import type { OutageWindow } from './soak-tally.ts';
import { soakTraffic } from './soak-traffic.ts';

// The run on three hosts is its own program (cluster/run-cluster-soak.ts), with its own options.
if (process.argv.includes('--cluster')) {
  await import('./cluster/run-cluster-soak.ts');
  process.exit();
}

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

    const { tallies, payments } = await drainFacts({
      traffic,
      sink,
      captures: () => [...paypal.captures.values()],
      messageDatabaseUrl: databaseUrl(options, 'message'),
      stallMs: STALL_MS,
    });
    await traffic.stop();

    reportSoak({
      tallies,
      payments,
      opened: traffic.letters.filter((l) => l.opened).length,
      wrongContent: traffic.letters.filter((l) => l.wrongContent).length,
      calls: traffic.calls.length,
      failedCalls: traffic.failedCalls(),
      startedAt: started,
      windows,
      recoveries: recoveries.map(({ fault, recoveredMs }) => ({ fault: describeFault(fault), recoveredMs })),
      recoveryHeading: "Recoveries (from the fault's end to every process ready):",
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

await main();
