/**
 * `npm run bench -- --delivery [--count N]` (10,000 by default): the 5th of the month, measured. The whole product
 * is started by `npm start`'s runner on free ports with its mail going to the bench's own SMTP sink
 * (bench/smtp-sink.ts). N dated e-mail messages and N proof-of-life switches are seeded through the services' own
 * code (bench/delivery-seed.ts), then each wave is made due at one instant and left to the scheduler:
 *  - wave 1: N deliveries, each a recipient's e-mail and its sender's notice;
 *  - wave 2: N check-ins.
 * From what the sink received it counts, per kind, what arrived, was lost, doubled (two Message-IDs for one
 * fact), resent (one Message-ID twice) or came early; the time to drain each wave, the rate, the wait from due
 * to sent (p50/p99), each process's CPU per delivery and its peak memory. Then the bare baseline
 * (bench/delivery-baseline.ts) does the same waves' essential work in one process, to the same sink, and the
 * ratio is printed beside it.
 */
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isolatedStack } from '../deploy/local/isolated-stack.ts';
import { databaseUrl, type StackOptions } from '../deploy/local/stack.ts';
import { cpuBudget } from './cpu-budget.ts';
import { committedTransactions, STATS_SETTLE_MS } from './database-transactions.ts';
import { deliverySeeder, type Sender } from './delivery-seed.ts';
import { arrivalCounter, tally, type FactKind, type KindTally } from './delivery-tally.ts';
import { cpuMilliseconds, residentBytes, serverCpuMilliseconds } from './process-usage.ts';
import { productApi } from './product-api.ts';
import { raisedLimits } from './raised-limits.ts';
import { startSmtpSink, type SunkMail } from './smtp-sink.ts';

const SENDERS = 8;
// A wave falls due this long after it is armed: the scheduler's poll (5 s) finds it as it would any minute.
const LEAD_MS = 3_000;
// A wave that has made no progress for this long has ended: whatever has not come is lost.
const STALL_MS = 60_000;
const targets = { rate: 100, baselineShare: 0.5, residentBytes: 150_000_000 };
const SETTLE_MS = 60_000;

const write = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type WaveFigures = {
  kinds: Partial<Record<FactKind, KindTally>>;
  /** CPU ms per fact of the wave's main kind, by process. */
  cpu: Map<string, number>;
  /** The same for what runs beside the product (`besideCpu`). */
  beside: Map<Beside, number | undefined>;
  /** Transactions PostgreSQL committed in the run's databases, per fact. */
  transactions: number;
  peakMemory: Map<string, number>;
};

type BaselineWave = {
  wave: 'delivery' | 'check-in';
  sent: number;
  ms: number;
  cpuMs: number;
  /** CPU ms of what ran beside it, in all (`besideCpu`). */
  beside: Map<Beside, number | undefined>;
};

/**
 * What else works for each delivery, on the same two cores: the machine's PostgreSQL (every process of it, so
 * whatever else uses it counts too; nothing else does during a bench), the run's own nats-server, and this
 * process, which is the SMTP sink (and the tally). Undefined where it cannot be read (a PostgreSQL elsewhere).
 */
type Beside = 'PostgreSQL' | 'NATS' | 'the bench and its SMTP sink';
function besideCpu(natsPid: number | undefined): Map<Beside, number | undefined> {
  const own = process.cpuUsage();
  return new Map<Beside, number | undefined>([
    ['PostgreSQL', serverCpuMilliseconds('postgres')],
    ['NATS', natsPid === undefined ? undefined : cpuMilliseconds(natsPid)],
    ['the bench and its SMTP sink', (own.user + own.system) / 1000],
  ]);
}
const perFact = (
  after: Map<Beside, number | undefined>,
  before: Map<Beside, number | undefined>,
  count: number,
) =>
  new Map(
    [...after].map(([name, ms]) => {
      const was = before.get(name);
      return [name, ms === undefined || was === undefined ? undefined : (ms - was) / count];
    }),
  );

/** Waits until every fact of the kinds has come once, or nothing new has come for STALL_MS. */
async function drain(
  received: SunkMail[],
  kinds: FactKind[],
  count: number,
  sample: () => void,
): Promise<void> {
  const arrivals = arrivalCounter(kinds, count);
  let arrived = -1;
  let progressAt = Date.now();
  for (;;) {
    sample();
    const now = arrivals(received);
    if (now === kinds.length * count) return;
    if (now !== arrived) {
      arrived = now;
      progressAt = Date.now();
    } else if (Date.now() - progressAt > STALL_MS) {
      return;
    }
    await sleep(500);
  }
}

/** Runs the baseline process over the run's message database and the same sink; CPU per wave from /proc. */
async function runBaseline(env: Record<string, string>): Promise<BaselineWave[]> {
  const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'delivery-baseline.ts');
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const waves: BaselineWave[] = [];
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  let cpuBefore = 0;
  let besideBefore = besideCpu(undefined);
  let buffered = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    buffered += chunk;
    const lines = buffered.split('\n');
    buffered = lines.pop() ?? '';
    for (const line of lines) {
      const cpu = cpuMilliseconds(child.pid!) ?? cpuBefore;
      const beside = besideCpu(undefined);
      const said = JSON.parse(line) as Omit<BaselineWave, 'cpuMs' | 'beside'> | { ready: true };
      // Its start-up (tsx compiling, the first connection) is not part of its first wave.
      if (!('ready' in said))
        waves.push({ ...said, cpuMs: cpu - cpuBefore, beside: perFact(beside, besideBefore, 1) });
      cpuBefore = cpu;
      besideBefore = beside;
    }
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the delivery baseline failed (code ${code}): ${stderr}`);
  return waves;
}

export async function runDeliveryBench(settings: {
  count: number;
  nodeFlags?: string[];
  /** More processes of some services (`--replicas`: two schedulers, two notifications): exactly once still. */
  replicas?: StackOptions['replicas'];
}): Promise<void> {
  const { count } = settings;
  const recentLogs: string[] = [];
  const sink = await startSmtpSink();
  const isolated = isolatedStack({
    label: 'bench',
    env: raisedLimits,
    smtpSinkPort: sink.port,
    ...(settings.nodeFlags ? { nodeFlags: settings.nodeFlags } : {}),
    readyTimeoutMs: 240_000,
    restart: true,
    ...(settings.replicas ? { replicas: settings.replicas } : {}),
    log: (service, line) => {
      if (service === 'bench') process.stderr.write(`${line}\n`);
      recentLogs.push(`[${service}] ${line}`);
      if (recentLogs.length > 200) recentLogs.shift();
    },
  });
  const onSignal = () => void isolated.teardown().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  try {
    const replicas = Object.entries(settings.replicas ?? {}).map(([service, n]) => `${n} ${service}`);
    write(
      `Delivery waves of ${count.toLocaleString('en')}: starting the product with the bench's SMTP sink` +
        `${replicas.length > 0 ? ` (processes: ${replicas.join(', ')})` : ''}…`,
    );
    const { stack, options } = await isolated.start();
    const pids = () => stack.pids();
    const origin = `http://127.0.0.1:${options.httpPort}`;
    sink.keepTextFor((address) => address.startsWith('bench.'));
    // English senders: their notices and check-ins name the fact in plain ASCII subjects.
    const api = productApi(origin, stack.urls.app, (address) => sink.textTo(address), 'en');
    const senders: Sender[] = [];
    for (let i = 0; i < SENDERS; i++) {
      const account = await api.verifiedAccount();
      senders.push({ userId: account.userId, email: account.email, name: 'Lucía Fernández' });
    }
    // Their verification links read, the senders' mail is only counted: parsing every notice and check-in whole
    // cost the bench about 2 ms of the two cores per delivery, taken from the product it measures.
    sink.keepTextFor(() => false);
    const signedUpAt = Date.now();
    const seeder = deliverySeeder({
      messageDatabaseUrl: databaseUrl(options, 'message'),
      schedulerDatabaseUrl: databaseUrl(options, 'scheduler'),
      encryptionKeys: options.secrets.ENCRYPTION_KEYS,
      accessCodePepper: options.secrets.ACCESS_CODE_PEPPER,
    });
    write(`Seeding ${count.toLocaleString('en')} dated messages and as many proof-of-life switches…`);
    const seedStarted = performance.now();
    const deliveries = await seeder.seed('delivery', count, senders);
    const switches = await seeder.seed('check-in', count, senders);
    write(`  seeded in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`);
    // At rest: a minute after the last call the product answered (the senders' sign-ups; seeding writes to the
    // databases directly), as for "a minute after" the waves.
    await sleep(Math.max(0, SETTLE_MS - (Date.now() - signedUpAt)));
    const atRest = new Map([...pids()].map(([name, pid]) => [name, residentBytes(pid ?? -1) ?? 0]));

    const runWave = async (wave: typeof deliveries, kinds: FactKind[]): Promise<WaveFigures> => {
      const peakMemory = new Map<string, number>();
      const sample = () => {
        for (const [service, pid] of pids()) {
          const bytes = pid === undefined ? undefined : residentBytes(pid);
          if (bytes !== undefined) peakMemory.set(service, Math.max(peakMemory.get(service) ?? 0, bytes));
        }
      };
      const cpuNow = () => new Map([...pids()].map(([name, pid]) => [name, cpuMilliseconds(pid ?? -1) ?? 0]));
      const dueAt = Date.now() + LEAD_MS;
      const transactions = () => committedTransactions(options.postgresUrl, options.databasePrefix);
      const transactionsBefore = await transactions();
      const before = cpuNow();
      const besideBefore = besideCpu(isolated.natsPid());
      await seeder.arm(wave, new Date(dueAt));
      await drain(sink.received, kinds, count, sample);
      const after = cpuNow();
      const besideAfter = besideCpu(isolated.natsPid());
      await sleep(STATS_SETTLE_MS);
      const transactionsAfter = await transactions();
      return {
        kinds: Object.fromEntries(kinds.map((kind) => [kind, tally(sink.received, kind, count, dueAt)])),
        cpu: new Map([...after].map(([name, ms]) => [name, (ms - (before.get(name) ?? 0)) / count])),
        beside: perFact(besideAfter, besideBefore, count),
        transactions: (transactionsAfter - transactionsBefore) / count,
        peakMemory,
      };
    };
    write('Wave 1: the deliveries fall due…');
    const first = await runWave(deliveries, ['delivery', 'notice']);
    write('Wave 2: the check-ins fall due…');
    const second = await runWave(switches, ['check-in']);
    const resident = () => new Map([...pids()].map(([name, pid]) => [name, residentBytes(pid ?? -1) ?? 0]));
    const endOfWaves = resident();
    const wavesEndedAt = Date.now();
    await seeder.close();

    write('The bare baseline: the same waves in one process…');
    const baseline = await runBaseline({
      DATABASE_URL: databaseUrl(options, 'message'),
      ENCRYPTION_KEYS: options.secrets.ENCRYPTION_KEYS,
      SMTP_PORT: String(sink.port),
      DKIM_PRIVATE_KEY: options.secrets.DKIM_PRIVATE_KEY,
      IN_HAND: '8',
    });
    // V8 keeps the heap it grew under load until its memory reducer sees the process idle (tens of seconds):
    // what a service holds once the wave is over is read a minute after it, the product idle meanwhile.
    await sleep(Math.max(0, SETTLE_MS - (Date.now() - wavesEndedAt)));
    report({ count, first, second, baseline, atRest, endOfWaves, settled: resident() });
  } catch (error) {
    process.stderr.write(`The last lines the product logged:\n${recentLogs.slice(-40).join('\n')}\n`);
    throw error;
  } finally {
    await isolated.teardown();
    await sink.close();
    process.off('SIGINT', onSignal);
  }
}

const ms = (value: number) => (value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${value.toFixed(0)} ms`);
const megabytes = (bytes: number | undefined) => (bytes ? `${(bytes / 1_000_000).toFixed(0)} MB` : '-');

function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  return rows.map(
    (row) =>
      `  ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('   ')}`,
  );
}

function report(figures: {
  count: number;
  first: WaveFigures;
  second: WaveFigures;
  baseline: BaselineWave[];
  atRest: Map<string, number>;
  /** At the instant the last wave drained. */
  endOfWaves: Map<string, number>;
  /** A minute after it. */
  settled: Map<string, number>;
}): void {
  const { count, first, second, baseline } = figures;
  const rate = (tallied: KindTally | undefined) => tallied?.saturatedRate ?? 0;
  const baseRate = (wave: BaselineWave | undefined) => (wave ? (count / wave.ms) * 1000 : 0);
  const baseDelivery = baseline.find((wave) => wave.wave === 'delivery');
  const baseCheckIn = baseline.find((wave) => wave.wave === 'check-in');
  write();
  write(
    `Delivery waves, ${count.toLocaleString('en')} each, due at one instant (the scheduler polls every 5 s):`,
  );
  const rows = [
    ['', 'arrived', 'lost', 'doubled', 'resent', 'early', 'drained in', 'rate', 'p50 due→sent', 'p99'],
  ];
  for (const [name, tallied] of [
    ['deliveries (recipients)', first.kinds.delivery],
    ["notices (senders')", first.kinds.notice],
    ['check-ins', second.kinds['check-in']],
  ] as const) {
    if (!tallied) continue;
    rows.push([
      name,
      String(tallied.arrived),
      String(tallied.lost),
      String(tallied.doubled),
      String(tallied.resent),
      String(tallied.early),
      ms(tallied.drainedMs),
      `${rate(tallied).toFixed(0)}/s`,
      ms(tallied.latency.p50),
      ms(tallied.latency.p99),
    ]);
  }
  for (const line of table(rows)) write(line);
  const deliveryRate = rate(first.kinds.delivery);
  const checkInRate = rate(second.kinds['check-in']);
  write();
  for (const line of table([
    ['', 'product', 'bare baseline', 'share'],
    [
      'deliveries a second',
      `${deliveryRate.toFixed(0)}/s`,
      `${baseRate(baseDelivery).toFixed(0)}/s`,
      `${((deliveryRate / baseRate(baseDelivery)) * 100).toFixed(0)}%`,
    ],
    [
      'check-ins a second',
      `${checkInRate.toFixed(0)}/s`,
      `${baseRate(baseCheckIn).toFixed(0)}/s`,
      `${((checkInRate / baseRate(baseCheckIn)) * 100).toFixed(0)}%`,
    ],
  ]))
    write(line);
  const faults = [first.kinds.delivery, first.kinds.notice, second.kinds['check-in']].reduce(
    (sum, tallied) => sum + (tallied ? tallied.lost + tallied.doubled + tallied.early : 0),
    0,
  );
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  write(`  target: 0 lost, 0 doubled, 0 early: ${verdict(faults === 0)}`);
  write(
    `  target: ≥ ${targets.rate} deliveries a second and ≥ ${targets.baselineShare * 100}% of the baseline's: ` +
      verdict(deliveryRate >= targets.rate && deliveryRate >= targets.baselineShare * baseRate(baseDelivery)),
  );

  write();
  write('CPU per delivery (wave 1: e-mail and notice) and per check-in (wave 2), and memory, by process:');
  const names = [...first.cpu.keys()];
  const cpu = (value: number | undefined) => (value && value >= 0.005 ? `${value.toFixed(2)} ms` : '-');
  for (const line of table([
    ['', 'CPU/delivery', 'CPU/check-in', 'at rest', 'peak, waves', 'as they end', 'a minute after'],
    ...names.map((name) => [
      name,
      cpu(first.cpu.get(name)),
      cpu(second.cpu.get(name)),
      megabytes(figures.atRest.get(name)),
      megabytes(Math.max(first.peakMemory.get(name) ?? 0, second.peakMemory.get(name) ?? 0)),
      megabytes(figures.endOfWaves.get(name)),
      megabytes(figures.settled.get(name)),
    ]),
    [
      'in all',
      cpu(names.reduce((sum, name) => sum + (first.cpu.get(name) ?? 0), 0)),
      cpu(names.reduce((sum, name) => sum + (second.cpu.get(name) ?? 0), 0)),
      '',
      '',
      '',
      '',
    ],
    [
      'bare baseline',
      cpu(baseDelivery ? baseDelivery.cpuMs / count : undefined),
      cpu(baseCheckIn ? baseCheckIn.cpuMs / count : undefined),
      '',
      '',
      '',
      '',
    ],
  ]))
    write(line);
  const over = names.filter(
    (name) =>
      (figures.atRest.get(name) ?? 0) > targets.residentBytes ||
      (figures.settled.get(name) ?? 0) > targets.residentBytes,
  );
  write(
    `  target: no service over ${targets.residentBytes / 1_000_000} MB at rest or a minute after the waves: ` +
      `${verdict(over.length === 0)}${over.length > 0 ? ` (${over.join(', ')})` : ''}`,
  );
  write();
  write(
    "Beside the product, on the same cores (the machine's PostgreSQL, the run's nats-server, this process):",
  );
  const baseBeside = (wave: BaselineWave | undefined, name: Beside) => {
    const ms = wave?.beside.get(name);
    return ms === undefined ? undefined : ms / count;
  };
  for (const line of table([
    ['', 'CPU/delivery', 'CPU/check-in', 'baseline: CPU/delivery', 'CPU/check-in'],
    ...[...first.beside.keys()].map((name) => [
      name,
      cpu(first.beside.get(name)),
      cpu(second.beside.get(name)),
      name === 'NATS' ? '' : cpu(baseBeside(baseDelivery, name)),
      name === 'NATS' ? '' : cpu(baseBeside(baseCheckIn, name)),
    ]),
  ]))
    write(line);
  write(
    `  PostgreSQL's transactions (each statement outside one is one): ${first.transactions.toFixed(1)} per ` +
      `delivery, ${second.transactions.toFixed(1)} per check-in`,
  );
  const total = (values: Iterable<number | undefined>) =>
    [...values].reduce<number>((sum, value) => sum + (value ?? 0), 0);
  const wholeMachine = total(first.cpu.values()) + total(first.beside.values());
  const baselineWhole = baseDelivery ? (baseDelivery.cpuMs + total(baseDelivery.beside.values())) / count : 0;
  const cores = os.availableParallelism();
  const wantedRate = Math.max(targets.rate, targets.baselineShare * baseRate(baseDelivery));
  const budget = cpuBudget({ msPerDelivery: wholeMachine, cores, wantedRate });
  write(
    `  the whole machine per delivery: ${wholeMachine.toFixed(1)} ms (the baseline's ${baselineWhole.toFixed(1)}): ` +
      `${cores} cores carry at most ${budget.ceilingRate.toFixed(0)} deliveries a second at that cost; ` +
      `the targets' ${wantedRate.toFixed(0)}/s leave ${budget.allowedMs.toFixed(1)} ms`,
  );
}
