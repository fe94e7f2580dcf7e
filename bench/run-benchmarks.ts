/**
 * `npm run bench`: the web app's bundle sizes (web/bench/bundle-size.ts), then the backend's speed, measured in
 * one run beside a bare baseline so that a busy machine moves both and their ratio stays telling:
 *  - the whole product started by `npm start`'s runner (deploy/local/stack.ts) on free ports, with its own
 *    databases, NATS and Redis prefix, the limits raised by configuration (all load comes from one address);
 *  - every process's memory at rest after start-up;
 *  - messages seeded through the HTTP API as a sender makes them;
 *  - POST /api/access and /api/verify: throughput at saturation and latency at a fixed 300 requests/s, each
 *    run right beside the same run against bench/recipient-baseline.ts;
 *  - events from a service's outbox to a consumer; messages sealed (created and sealed) per second.
 * Everything it starts is stopped and every database it made is dropped, on failure and on Ctrl-C too.
 *
 * With --delivery [--count N] [--replicas], only the delivery waves instead (bench/delivery-bench.ts); --replicas
 * runs two schedulers and two notifications.
 *
 * With --felt [--runs N] [--web-dist DIR], only the speed as felt instead (bench/felt-speed.ts): the signed-in
 * home's first card and a recipient's letter in desktop Chromium, cold and warm, with their waterfalls (a few
 * minutes, most of it the product starting); --web-dist serves a web build made elsewhere (another commit's, to
 * compare) instead of building this one.
 *
 * Flags: --quick (short runs, for trying the bench itself), --load-only (no bundle sizes), --bundle-only,
 * --profile (every process writes a V8 CPU profile to .local/profiles/ when it stops: open it in Chrome's
 * DevTools or speedscope to see where an answer's time goes).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureDatabase } from '@app/db/create-database';
import { createUser } from '@nats-io/nkeys';
import { isolatedStack } from '../deploy/local/isolated-stack.ts';
import { backendServices, databaseUrl, repoRoot, type ServiceName } from '../deploy/local/stack.ts';
import {
  chromiumPath,
  firstPaintTargets,
  measurePaint,
  startBaselinePage,
  type PaintFigures,
} from './first-paint.ts';
import { publicKeyOf } from '../deploy/nats/nats-server.ts';
import type { LatencySummary } from './latency-summary.ts';
import { atFixedRate, closedLoop, saturate, type LoadResult, type Target } from './load-generator.ts';
import { measureGrpcRoundTrip } from './grpc-round-trip.ts';
import { measureOutboxDelivery, type OutboxFigures } from './outbox-delivery.ts';
import { cpuMilliseconds, residentBytes } from './process-usage.ts';
import { runDeliveryBench } from './delivery-bench.ts';
import { measureFeltSpeed, reportFeltSpeed } from './felt-speed.ts';
import { productApi } from './product-api.ts';
import { raisedLimits } from './raised-limits.ts';
import { startRecipientBaseline, type BaselineProcess } from './recipient-baseline-process.ts';

const flags = new Set(process.argv.slice(2));
const quick = flags.has('--quick');
const profileDir = path.join(repoRoot, '.local', 'profiles');
const settings = {
  settleMs: quick ? 2_000 : 5_000,
  warmupMs: quick ? 1_000 : 3_000,
  durationMs: quick ? 3_000 : 10_000,
  connections: 32,
  rate: 300,
  rateConnections: 64,
  codeOnlyMessages: 20,
  sealWorkers: 8,
  outboxBurst: quick ? 300 : 2_000,
  outboxRate: 100,
};
const targets = { verifyThroughputShare: 0.3, verifyP99Factor: 3, restingBytes: 150_000_000 };

const question = { question: '¿Dónde nos conocimos?', answer: 'En Bilbao' };
const services = [...(Object.keys(backendServices) as ServiceName[]), 'bff' as const];
const write = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Memory = Map<string, number | undefined>;

type Figures = {
  startupMs: number;
  atRest: Memory;
  afterLoad: Memory;
  access: { saturated: LoadResult; atRate: LoadResult };
  verify: { saturated: LoadResult; atRate: LoadResult };
  verifyWithAnswer: LoadResult;
  baseline: { saturated: LoadResult; atRate: LoadResult };
  /** CPU milliseconds per answered request, by process, while saturated. */
  cpu: { verify: Map<string, number>; baseline: Map<string, number> };
  outbox: OutboxFigures;
  seal: LoadResult;
  /** CPU milliseconds of one bare gRPC round trip, both ends. */
  grpcRoundTripMs: number;
  /** Lighthouse's mobile medians by page, and the bare page's; null on a machine without Chromium. */
  firstPaint: { pages: Map<string, PaintFigures>; baseline: PaintFigures } | null;
};

/**
 * CPU each process spends per answered request while `run` loads the product or the baseline: where the time
 * goes. The load generator is this process (with the mail catcher and the services' log lines, both idle then).
 * PostgreSQL, Redis and NATS are shared servers and not counted.
 */
async function withCpu(
  pids: Map<string, number | undefined>,
  run: () => Promise<LoadResult>,
): Promise<{ result: LoadResult; cpu: Map<string, number> }> {
  const sample = () => {
    const own = process.cpuUsage();
    return new Map([
      ...[...pids].map(([name, pid]) => [name, pid === undefined ? 0 : (cpuMilliseconds(pid) ?? 0)] as const),
      ['load generator', (own.user + own.system) / 1000] as const,
    ]);
  };
  const before = sample();
  const result = await run();
  const after = sample();
  return {
    result,
    cpu: new Map(
      [...after].map(([name, ms]) => [name, (ms - (before.get(name) ?? 0)) / Math.max(1, result.ok)]),
    ),
  };
}

/** The public pages' first paint on the running product, beside the bare page's (bench/first-paint.ts). */
async function measureFirstPaint(appUrl: string): Promise<Figures['firstPaint']> {
  const chromePath = chromiumPath();
  if (!chromePath) {
    write('First paint: skipped, no Chromium on this machine (CHROME_PATH, or apt-get install chromium).');
    return null;
  }
  write('Measuring the first paint (Lighthouse 12, mobile, three runs a page)…');
  const bare = await startBaselinePage();
  try {
    const urls = paintPages.map((page) => new URL(page, appUrl).href);
    const measured = await measurePaint([...urls, bare.url], chromePath);
    return {
      pages: new Map(paintPages.map((page, index) => [page, measured.get(urls[index]!)!])),
      baseline: measured.get(bare.url)!,
    };
  } finally {
    await bare.close();
  }
}

/** What a phone opens first: the landing page, and the page a recipient's e-mail leads to. */
const paintPages = ['/', '/message/access'];

async function measureBackend(): Promise<Figures> {
  const recentLogs: string[] = [];
  const log = (service: string, line: string) => {
    // The runner's own word (a step of the teardown that failed) is for the person running the bench.
    if (service === 'bench') process.stderr.write(`${line}\n`);
    recentLogs.push(`[${service}] ${line}`);
    if (recentLogs.length > 200) recentLogs.shift();
  };
  // The outbox measurement's own identity on the run's nats-server, free of the services' permissions.
  const benchSeed = new TextDecoder().decode(createUser().getSeed());
  const isolated = isolatedStack({
    label: 'bench',
    env: raisedLimits,
    ...(flags.has('--profile') ? { nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {}),
    natsUsers: [
      { name: 'bench', nkey: publicKeyOf(benchSeed), permissions: { publish: ['>'], subscribe: ['>'] } },
    ],
    // Eight processes compile their TypeScript at once; on two busy cores that can take minutes.
    readyTimeoutMs: 240_000,
    // As `npm start` does: a service that dies starting up (NATS slow to answer a starved process) comes back.
    restart: true,
    log,
  });
  let baseline: BaselineProcess | undefined;
  const cleanUp = async () => {
    await baseline?.stop();
    await isolated.teardown();
  };
  let interrupted = false;
  const onSignal = () => {
    if (interrupted) return;
    interrupted = true;
    write('\nInterrupted: stopping everything the bench started and dropping its databases.');
    void cleanUp().finally(() => process.exit(130));
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  try {
    if (chromiumPath()) {
      // The bff serves the build it finds when it starts: the one the first paint is measured on.
      write('Building the web app the product serves…');
      execFileSync('npm', ['run', 'build', '-w', '@app/web'], {
        cwd: repoRoot,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    }
    write('Starting the product (the runner of `npm start`) on free ports…');
    const started = performance.now();
    const { stack, options } = await isolated.start();
    const startupMs = performance.now() - started;
    await sleep(settings.settleMs);
    const memory = (): Memory => {
      const figures: Memory = new Map(
        services.map((service) => {
          const pid = stack.pid(service);
          return [service, pid === undefined ? undefined : residentBytes(pid)];
        }),
      );
      if (baseline) figures.set('baseline', residentBytes(baseline.pid));
      return figures;
    };
    const atRest = memory();
    // First, while nothing else runs: Lighthouse's simulated phone still paints with this machine's CPU.
    const firstPaint = await measureFirstPaint(stack.urls.app);

    // Named with the run's prefix, so the stack's teardown drops it with the services' databases.
    const baselineDatabase = databaseUrl(options, 'baseline');
    await ensureDatabase(baselineDatabase);
    baseline = await startRecipientBaseline({
      DATABASE_URL: baselineDatabase,
      REDIS_URL: options.redisUrl,
      REDIS_KEY_PREFIX: options.redisKeyPrefix,
      BASELINE_MESSAGES: String(settings.codeOnlyMessages),
    });
    atRest.set('baseline', residentBytes(baseline.pid));

    write('Seeding messages through the HTTP API…');
    const origin = `http://127.0.0.1:${options.httpPort}`;
    const api = productApi(origin, stack.urls.app, stack.urls.mail);
    const senders = await Promise.all(
      Array.from({ length: settings.sealWorkers }, () => api.verifiedSender()),
    );
    const sender = senders[0]!;
    const codeOnly: string[] = [];
    for (let i = 0; i < settings.codeOnlyMessages; i++) {
      const sealed = await api.sealLetter(sender, {
        securityLevel: 'none',
        questions: [],
        deliveryDate: null,
      });
      codeOnly.push(sealed.accessCode);
    }
    const withQuestion = (
      await api.sealLetter(sender, { securityLevel: 'basic', questions: [question], deliveryDate: null })
    ).accessCode;
    for (const code of [...codeOnly, withQuestion]) await api.waitUntilDelivered(code);

    const headers = { 'content-type': 'application/json', origin: stack.urls.app };
    const access: Target = {
      origin,
      path: '/api/access',
      headers,
      bodies: [...codeOnly, withQuestion].map((accessCode) => JSON.stringify({ accessCode })),
    };
    const verify: Target = {
      origin,
      path: '/api/verify',
      headers,
      bodies: codeOnly.map((accessCode) => JSON.stringify({ accessCode, answer: '' })),
    };
    const verifyWithAnswer: Target = {
      origin,
      path: '/api/verify',
      headers,
      bodies: [JSON.stringify({ accessCode: withQuestion, answer: question.answer })],
    };
    const bare: Target = {
      origin: `http://127.0.0.1:${baseline.port}`,
      path: '/verify',
      headers: { 'content-type': 'application/json' },
      bodies: baseline.codes.map((accessCode) => JSON.stringify({ accessCode, answer: '' })),
    };
    const saturated = (target: Target, connections = settings.connections) =>
      saturate(target, { connections, durationMs: settings.durationMs });
    const fixedRate = (target: Target) =>
      atFixedRate(target, {
        rate: settings.rate,
        durationMs: settings.durationMs,
        connections: settings.rateConnections,
      });

    write('Loading the recipient calls and the baseline…');
    for (const target of [access, verify, bare])
      await saturate(target, { connections: settings.connections, durationMs: settings.warmupMs });
    // The product's run and the baseline's back to back, so both meet the same moment of a busy machine.
    const accessSaturated = await saturated(access);
    const processes = () =>
      new Map<string, number | undefined>([
        ...services.map((service) => [service, stack.pid(service)] as const),
        ['baseline', baseline?.pid],
      ]);
    const { result: verifySaturated, cpu: verifyCpu } = await withCpu(processes(), () => saturated(verify));
    const { result: baselineSaturated, cpu: baselineCpu } = await withCpu(processes(), () => saturated(bare));
    const accessAtRate = await fixedRate(access);
    const verifyAtRate = await fixedRate(verify);
    const baselineAtRate = await fixedRate(bare);
    // Each right answer is an scrypt of 32 MiB: a few connections saturate it.
    const answered = await saturated(verifyWithAnswer, 4);
    const grpcRoundTripMs = await measureGrpcRoundTrip(quick ? 3_000 : 10_000);

    write('Events through the outbox…');
    const outbox = await measureOutboxDelivery({
      databaseUrl: databaseUrl(options, 'outbox'),
      natsUrl: options.natsUrl,
      natsSeed: benchSeed,
      prefix: `${options.eventsPrefix}outbox`,
      burst: settings.outboxBurst,
      rate: settings.outboxRate,
      durationMs: settings.durationMs,
    });

    write('Sealing messages…');
    // Dated two months ahead: planned by the scheduler, not delivered while the bench runs.
    const deliveryDate = new Date(Date.now() + 60 * 86_400_000).toISOString();
    const seal = await closedLoop(
      async (worker) => {
        await api.sealLetter(senders[worker]!, { securityLevel: 'none', questions: [], deliveryDate });
        return 200;
      },
      { workers: settings.sealWorkers, durationMs: settings.durationMs },
    );

    return {
      startupMs,
      atRest,
      afterLoad: memory(),
      access: { saturated: accessSaturated, atRate: accessAtRate },
      verify: { saturated: verifySaturated, atRate: verifyAtRate },
      verifyWithAnswer: answered,
      baseline: { saturated: baselineSaturated, atRate: baselineAtRate },
      cpu: { verify: verifyCpu, baseline: baselineCpu },
      outbox,
      seal,
      grpcRoundTripMs,
      firstPaint,
    };
  } catch (error) {
    process.stderr.write(`The last lines the product logged:\n${recentLogs.slice(-40).join('\n')}\n`);
    throw error;
  } finally {
    await cleanUp();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

const ms = (value: number) => (value >= 100 ? `${value.toFixed(0)} ms` : `${value.toFixed(1)} ms`);
const perSecond = (value: number) => `${value.toFixed(0)}/s`;
const megabytes = (bytes: number | undefined) =>
  bytes === undefined ? 'gone' : `${(bytes / 1_000_000).toFixed(0)} MB`;
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

/** Rows of cells, each column as wide as its widest cell; the first column left-aligned, the rest right. */
function table(rows: string[][]): string[] {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  return rows.map(
    (row) =>
      `  ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('   ')}`,
  );
}

/** What went wrong in a run, if anything: statuses other than 2xx and failed connections. */
function failuresOf(result: LoadResult): string {
  if (result.failures.size === 0) return '';
  const counts = [...result.failures].map(
    ([status, count]) => `${count}× ${status === 0 ? 'error' : status}`,
  );
  return ` (failed: ${counts.join(', ')})`;
}

function reportFirstPaint(paint: NonNullable<Figures['firstPaint']>): void {
  write();
  write(
    'First paint, Lighthouse 12 mobile (simulated slow 4G, a mid-range phone), median of three runs; the bare ' +
      'page is the landing headline and text alone, served by node:http:',
  );
  const rows = [...paint.pages].map(([page, figures]) => [
    page,
    String(figures.performance),
    ms(figures.lcpMs),
    `${(figures.lcpMs / paint.baseline.lcpMs).toFixed(1)}×`,
    ms(figures.blockingMs),
  ]);
  for (const line of table([
    ['', 'performance', 'LCP', 'LCP vs bare', 'blocking'],
    ...rows,
    [
      'bare page',
      String(paint.baseline.performance),
      ms(paint.baseline.lcpMs),
      '1.0×',
      ms(paint.baseline.blockingMs),
    ],
  ]))
    write(line);
  const met = [...paint.pages.values()].every(
    (figures) =>
      figures.performance >= firstPaintTargets.performance && figures.lcpMs <= firstPaintTargets.lcpMs,
  );
  write(
    `  target: performance ≥ ${firstPaintTargets.performance} and LCP ≤ ${firstPaintTargets.lcpMs / 1000} s on ` +
      `both pages: ${verdict(met)}`,
  );
}

function report(figures: Figures): void {
  if (figures.firstPaint) reportFirstPaint(figures.firstPaint);
  const latency = (summary: LatencySummary) => [ms(summary.p50), ms(summary.p99)];
  const ratio = (product: number, base: number) => `${((product / base) * 100).toFixed(0)}%`;
  const { access, verify, baseline } = figures;
  write();
  write(
    `Recipient calls, one client address, limits raised; ${settings.connections} connections at saturation, ` +
      `${settings.rate} requests/s for the latencies, ${settings.durationMs / 1000} s each:`,
  );
  for (const line of table([
    ['', 'saturated', 'vs baseline', `p50 @${settings.rate}/s`, `p99 @${settings.rate}/s`, 'p99 vs baseline'],
    [
      'POST /api/access (product)',
      perSecond(access.saturated.throughput),
      ratio(access.saturated.throughput, baseline.saturated.throughput),
      ...latency(access.atRate.latency),
      `${(access.atRate.latency.p99 / baseline.atRate.latency.p99).toFixed(1)}×`,
    ],
    [
      'POST /api/verify (product)',
      perSecond(verify.saturated.throughput),
      ratio(verify.saturated.throughput, baseline.saturated.throughput),
      ...latency(verify.atRate.latency),
      `${(verify.atRate.latency.p99 / baseline.atRate.latency.p99).toFixed(1)}×`,
    ],
    [
      'POST /verify (bare baseline)',
      perSecond(baseline.saturated.throughput),
      '',
      ...latency(baseline.atRate.latency),
      '',
    ],
  ]))
    write(line);
  for (const [name, result] of [
    ['access saturated', access.saturated],
    ['access at rate', access.atRate],
    ['verify saturated', verify.saturated],
    ['verify at rate', verify.atRate],
    ['baseline saturated', baseline.saturated],
    ['baseline at rate', baseline.atRate],
  ] as const)
    if (result.failures.size > 0) write(`  ${name}${failuresOf(result)}`);
  write(
    `  /api/verify with a right answer to a question (scrypt, 4 connections): ` +
      `${perSecond(figures.verifyWithAnswer.throughput)}, p50 ${ms(figures.verifyWithAnswer.latency.p50)}` +
      failuresOf(figures.verifyWithAnswer),
  );
  const share = verify.saturated.throughput / baseline.saturated.throughput;
  const factor = verify.atRate.latency.p99 / baseline.atRate.latency.p99;
  write(
    `  target: /api/verify ≥ ${targets.verifyThroughputShare * 100}% of the baseline's throughput: ` +
      `${(share * 100).toFixed(0)}%, ${verdict(share >= targets.verifyThroughputShare)}`,
  );
  write(
    `  target: /api/verify p99 at ${settings.rate}/s within ${targets.verifyP99Factor}× the baseline's: ` +
      `${factor.toFixed(1)}×, ${verdict(factor <= targets.verifyP99Factor)}`,
  );
  for (const [name, result] of [
    ['/api/access', access.saturated],
    ['/api/verify', verify.saturated],
  ] as const)
    if (result.throughput < settings.rate)
      write(
        `  ${name} saturates below ${settings.rate}/s here: at that rate requests queue, and its latencies are ` +
          'mostly the wait',
      );

  write('  CPU per answered request while saturated, by process (PostgreSQL, Redis and NATS not counted):');
  // The product's processes answer /api/verify; the baseline's one process answers its own.
  const served = (cpu: Map<string, number>, by: readonly string[]) =>
    `${by.reduce((sum, name) => sum + (cpu.get(name) ?? 0), 0).toFixed(2)} ms`;
  const spent = (cpu: Map<string, number>, name: string) => {
    const value = cpu.get(name) ?? 0;
    return value < 0.05 ? '-' : `${value.toFixed(2)} ms`;
  };
  for (const line of table([
    ['', '/api/verify', 'baseline'],
    ...[...figures.cpu.verify.keys()]
      .filter((name) => spent(figures.cpu.verify, name) !== '-' || spent(figures.cpu.baseline, name) !== '-')
      .map((name) => [`  ${name}`, spent(figures.cpu.verify, name), spent(figures.cpu.baseline, name)]),
    ['  answering, in all', served(figures.cpu.verify, services), served(figures.cpu.baseline, ['baseline'])],
  ]))
    write(line);
  // Saturated on CPU, throughput goes as the inverse of CPU per answer: the hops alone bound the share.
  const baselineCpu = figures.cpu.baseline.get('baseline') ?? 0;
  const hops = 2 * figures.grpcRoundTripMs;
  write(
    `  a /api/verify crosses two gRPC hops (bff → access → message); one bare grpc-js round trip costs ` +
      `${figures.grpcRoundTripMs.toFixed(2)} ms of CPU here (both ends, nothing else), so with the baseline's ` +
      `work and nothing more the product could reach at most ${ratio(baselineCpu, baselineCpu + hops)} of its throughput`,
  );

  write();
  write("Events, outbox to consumer (a service's outbox, its relay, JetStream, a durable consumer):");
  const { outbox } = figures;
  write(`  saturated: ${perSecond(outbox.eventsPerSecond)} (${outbox.burst} events from 8 writers)`);
  write(
    `  at ${outbox.rate}/s, commit to handler: p50 ${ms(outbox.latency.p50)}, p99 ${ms(outbox.latency.p99)}` +
      `${outbox.lost > 0 ? `; ${outbox.lost} never arrived` : ''}`,
  );

  write();
  write(
    `Messages sealed through the API (create + seal, ${settings.sealWorkers} senders at once): ` +
      `${perSecond(figures.seal.throughput)}, p50 ${ms(figures.seal.latency.p50)}, ` +
      `p99 ${ms(figures.seal.latency.p99)}${failuresOf(figures.seal)}`,
  );

  write();
  write(`Memory (resident, VmRSS), started in ${(figures.startupMs / 1000).toFixed(1)} s:`);
  const names = [...figures.atRest.keys()];
  for (const line of table([
    ['', 'at rest', 'after the load'],
    ...names.map((name) => [
      name === 'baseline' ? 'baseline (bare)' : name,
      megabytes(figures.atRest.get(name)),
      megabytes(figures.afterLoad.get(name)),
    ]),
  ]))
    write(line);
  const over = services.filter((service) => (figures.atRest.get(service) ?? 0) > targets.restingBytes);
  write(
    `  target: no service over ${targets.restingBytes / 1_000_000} MB at rest: ` +
      `${verdict(over.length === 0)}${over.length > 0 ? ` (${over.join(', ')})` : ''}`,
  );
}

/** `--felt`: the web app built, the product started as for the rest of the bench, the felt speed measured. */
async function feltBench(runs: number, webDistDir: string | undefined): Promise<void> {
  const chromePath = chromiumPath();
  if (!chromePath)
    throw new Error('the felt speed needs Chromium (CHROME_PATH, or apt-get install chromium)');
  const log = (service: string, line: string) => {
    if (service === 'bench') process.stderr.write(`${line}\n`);
  };
  const isolated = isolatedStack({
    label: 'felt',
    env: raisedLimits,
    ...(webDistDir ? { webDistDir: path.resolve(webDistDir) } : {}),
    readyTimeoutMs: 240_000,
    restart: true,
    log,
  });
  const onSignal = () => void isolated.teardown().finally(() => process.exit(130));
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  try {
    if (!webDistDir) {
      write('Building the web app the product serves…');
      execFileSync('npm', ['run', 'build', '-w', '@app/web'], {
        cwd: repoRoot,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    }
    write('Starting the product (the runner of `npm start`) on free ports…');
    const { stack, options } = await isolated.start();
    await sleep(settings.settleMs);
    write("Seeding a sender and the recipients' letters, then timing the pages…");
    const api = productApi(`http://127.0.0.1:${options.httpPort}`, stack.urls.app, stack.urls.mail);
    write();
    for (const line of reportFeltSpeed(
      await measureFeltSpeed({ appUrl: stack.urls.app, api, chromePath, runs }),
    ))
      write(line);
  } finally {
    await isolated.teardown();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

const countAt = process.argv.indexOf('--count');
const runsAt = process.argv.indexOf('--runs');
if (flags.has('--felt')) {
  const distAt = process.argv.indexOf('--web-dist');
  await feltBench(
    runsAt === -1 ? 5 : Number(process.argv[runsAt + 1]),
    distAt === -1 ? undefined : process.argv[distAt + 1],
  );
  process.exit(0);
}
if (flags.has('--delivery')) {
  await runDeliveryBench({
    count: countAt === -1 ? 10_000 : Number(process.argv[countAt + 1]),
    ...(flags.has('--replicas') ? { replicas: { scheduler: 2, notification: 2 } } : {}),
    ...(flags.has('--profile') ? { nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] } : {}),
  });
  process.exit(0);
}
if (!flags.has('--load-only')) {
  const bundle = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join('web', 'bench', 'bundle-size.ts')],
    {
      cwd: repoRoot,
      stdio: 'inherit',
    },
  );
  if (bundle.status !== 0) process.exit(bundle.status ?? 1);
}
if (!flags.has('--bundle-only')) report(await measureBackend());
