/**
 * `npm run soak -- --cluster [--minutes N] [--seed S]`: the product on three hosts while machines die.
 *
 * Three network namespaces on a bridge (network-hosts.ts) each run an etcd member, a Patroni-managed PostgreSQL
 * (synchronous, strict), an HAProxy (the read-write port and the gRPC peers), a server of a three-node NATS
 * cluster (R3 streams) and replicas of the product: two of every process, on different hosts. Outside the hosts,
 * on the bridge's address: the soak's traffic, the SMTP sink, Redis, the fake PayPal and a balancer in front of
 * the bffs (as an Ingress would be). Media's blobs are on a folder every host reaches (one disk: an NFS or object
 * store in production). The faults come from a seeded plan (cluster-fault-plan.ts), one at a time, each only once
 * every member is back; the report counts what the soak's report counts, plus acknowledged writes missing,
 * ambiguous commits, events without their row, failovers nobody caused, and each fault's recovery.
 */
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sqlOverPool } from '@app/db/sql-over-pool';
import { redriveOutbox } from '@app/platform/outbox';
import { createUser } from '@nats-io/nkeys';
import { connect, nkeyAuthenticator } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';
import pg from 'pg';
import { buildServices } from '../../../deploy/local/build-services.ts';
import { loadOrCreateSecrets } from '../../../deploy/local/local-secrets.ts';
import {
  backendServices,
  databaseUrl,
  prepareDatabases,
  repoRoot,
  type BackendService,
  type StackOptions,
} from '../../../deploy/local/stack.ts';
import { natsServices, type NatsService } from '../../../deploy/nats/event-routes.ts';
import { productUsers, publicKeyOf } from '../../../deploy/nats/nats-server.ts';
import { natsSeedName } from '../../../deploy/local/local-secrets.ts';
import { streamName } from '../../../packages/platform/src/nats.ts';
import { startFakePaypal } from '../../../services/payment/test/fake-paypal/fake-paypal-server.ts';
import { productApi } from '../../product-api.ts';
import { raisedLimits } from '../../raised-limits.ts';
import { startSmtpSink } from '../../smtp-sink.ts';
import { seededRandom } from '../fault-plan.ts';
import { startOwnRedis } from '../own-servers.ts';
import { drainFacts, reportSoak, seconds, type Recovery } from '../soak-outcome.ts';
import type { OutageWindow } from '../soak-tally.ts';
import { soakTraffic } from '../soak-traffic.ts';
import { ensureSafePatroni } from './patroni-release.ts';
import {
  clusterFaultKinds,
  describeClusterFault,
  planClusterFaults,
  type ClusterFault,
} from './cluster-fault-plan.ts';
import {
  bffPort,
  grpcBalancers,
  natsPorts,
  placement,
  startNatsCluster,
  startProductProcesses,
} from './cluster-product.ts';
import { createNetworkHosts, type Host } from './network-hosts.ts';
import { startPostgresCluster } from './postgres-cluster.ts';
import { ports as postgresPorts } from './postgres-cluster-config.ts';
import { processSupervisor } from './process-supervisor.ts';

const { values: args } = parseArgs({
  options: {
    cluster: { type: 'boolean' },
    minutes: { type: 'string', default: '30' },
    seed: { type: 'string' },
    // How many times each kind of fault comes (0: none, a smoke of the cluster itself).
    rounds: { type: 'string', default: '2' },
    // Only these kinds (comma-separated), to look at one fault closely.
    only: { type: 'string' },
  },
});
const only = args.only?.split(',').map((kind) => kind.trim());
if (only?.some((kind) => !(clusterFaultKinds as readonly string[]).includes(kind)))
  throw new Error(`--only takes ${clusterFaultKinds.join(', ')}`);
const rounds = Number(args.rounds);
const minutes = Number(args.minutes);
const seed = args.seed === undefined ? Math.floor(Math.random() * 1_000_000) : Number(args.seed);
if (!(minutes > 0) || !Number.isInteger(seed) || !Number.isInteger(rounds) || rounds < 0)
  throw new Error('usage: npm run soak -- --cluster [--minutes N] [--seed S] [--rounds R] [--only KIND,…]');

const SENDERS = 6;
const PREFIX = 'legado';
const SUBNET = '10.77.0';
// The outside's forwards on the bridge, for the processes inside the hosts.
const FORWARD = { smtp: 2525, redis: 6390, paypal: 8090 } as const;
const QUIET_START_MS = 30_000;
// Between one fault's recovery and the next: traffic flows normally for a while.
const SETTLE_MS = 20_000;
const GRACE_MS = 30_000;
const STALL_MS = 180_000;
const RECOVERY_TIMEOUT_MS = 300_000;
/** How long after the settling time a fault's first write, publish or delivery is still waited for. */
const FIRSTS_TIMEOUT_MS = 120_000;
const FAST_CLOCK = '+10m';

const write = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The Debian packages the run needs, installed when missing (the issue: "the run installs what it lacks"). */
function ensurePrerequisites(): void {
  if (process.getuid?.() !== 0) throw new Error('the cluster run makes network namespaces: run it as root');
  const needed: [string, string][] = [
    ['patroni', 'patroni'],
    ['etcd', 'etcd-server'],
    ['haproxy', 'haproxy'],
    ['faketime', 'faketime'],
    ['nft', 'nftables'],
    ['nats-server', 'nats-server'],
  ];
  const missing = needed.filter(([program]) => {
    try {
      execFileSync('sh', ['-c', `command -v ${program}`], { stdio: 'pipe' });
      return false;
    } catch {
      return true;
    }
  });
  if (missing.length > 0) {
    write(`Installing ${missing.map(([, pkg]) => pkg).join(', ')}…`);
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing.map(([, pkg]) => pkg)], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  }
  ensureSafePatroni(write);
}

function libfaketime(): string {
  for (const candidate of [
    '/usr/lib/x86_64-linux-gnu/faketime/libfaketime.so.1',
    '/usr/lib/aarch64-linux-gnu/faketime/libfaketime.so.1',
  ])
    if (fs.existsSync(candidate)) return candidate;
  throw new Error('libfaketime not found: apt-get install faketime');
}

const accepts = (address: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: address, port, timeout: 1_000 }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

async function main(): Promise<void> {
  ensurePrerequisites();
  const run = randomBytes(4).toString('hex');
  const runDir = path.join(repoRoot, '.local', `cluster-soak-${run}`);
  fs.mkdirSync(runDir, { recursive: true });
  fs.chmodSync(runDir, 0o755);
  fs.chmodSync(path.dirname(runDir), 0o755);
  const logFile = path.join(
    repoRoot,
    '.local',
    `cluster-soak-${new Date().toISOString().replace(/[:.]/g, '-')}.log`,
  );
  const logStream = fs.createWriteStream(logFile);
  const ambiguous: string[] = [];
  const log = (source: string, line: string) => {
    if (line.includes('ambiguous commit')) ambiguous.push(`${source}: ${line}`);
    logStream.write(`${new Date().toISOString()} [${source}] ${line}\n`);
  };
  write(`Cluster soak of ${minutes} min at least, seed ${seed}; log: ${logFile}`);

  const names = ['bff', ...(Object.keys(backendServices) as BackendService[])];
  await buildServices(repoRoot, names);
  const sink = await startSmtpSink();
  const paypal = await startFakePaypal();
  const redis = await startOwnRedis(path.join(runDir, 'redis'), (line) => log('redis', line));
  const network = createNetworkHosts({ prefix: 'lgs', subnet: SUBNET, count: 3 });
  const { hosts, gateway } = network;
  const supervisor = processSupervisor(log);
  const onSignal = () => {
    supervisor.stopAll();
    network.teardown();
    process.exit(130);
  };
  process.once('SIGINT', onSignal);
  const publicUrl = `http://${gateway}:${bffPort}`;
  Object.assign(process.env, {
    PAYPAL_MODE: 'sandbox',
    PAYPAL_BASE_URL: `http://${gateway}:${FORWARD.paypal}`,
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    PAYPAL_WEBHOOK_ID: paypal.webhookId,
  });
  const forward = (name: string, port: number, to: string) => {
    const target = new URL(to);
    return {
      name,
      bind: `${gateway}:${port}`,
      backends: [{ name: 'outside', address: target.hostname, port: Number(target.port) }],
    };
  };
  try {
    write('Starting three hosts: etcd, Patroni and HAProxy on each…');
    const where = placement(hosts);
    const postgres = await startPostgresCluster({
      network,
      dir: path.join(runDir, 'postgres'),
      secrets: {
        superuserPassword: randomBytes(18).toString('base64url'),
        replicationPassword: randomBytes(18).toString('base64url'),
      },
      hostBalancers: grpcBalancers(hosts),
      outsideBalancers: [
        {
          name: 'bff',
          bind: `${gateway}:${bffPort}`,
          backends: where.bff.map((host) => ({ name: host.name, address: host.address, port: bffPort })),
        },
        forward('smtp', FORWARD.smtp, `smtp://127.0.0.1:${sink.port}`),
        forward('redis', FORWARD.redis, redis.url),
        forward('paypal', FORWARD.paypal, paypal.url),
      ],
      spawnOutside: (command, commandArgs) =>
        spawn(command, commandArgs, { stdio: ['ignore', 'pipe', 'pipe'] }),
      supervisor,
    });
    await postgres.healthy(180_000);
    write(`  PostgreSQL: ${(await postgres.members()).map((m) => `${m.name} ${m.role}`).join(', ')}`);

    const secrets = loadOrCreateSecrets(path.join(runDir, 'secrets.env'));
    const natsSeeds = Object.fromEntries(
      natsServices.map((service) => [service, secrets[natsSeedName(service)]]),
    ) as Record<NatsService, string>;
    const operatorSeed = new TextDecoder().decode(createUser().getSeed());
    const nats = startNatsCluster({
      network,
      supervisor,
      dir: path.join(runDir, 'nats'),
      users: [
        ...productUsers(PREFIX, natsSeeds),
        {
          name: 'operator',
          nkey: publicKeyOf(operatorSeed),
          permissions: { publish: ['>'], subscribe: ['>'] },
        },
      ],
    });
    await nats.ready();
    write('  NATS: three servers');

    const common = {
      secrets,
      redisUrl: `redis://${gateway}:${FORWARD.redis}`,
      natsUrl: nats.url,
      natsSeeds,
      httpPort: bffPort,
      grpcPorts: { ...backendServices },
      smtpPort: FORWARD.smtp,
      mailApiPort: 0,
      bouncePort: 0,
      databasePrefix: `${PREFIX}_`,
      mediaStorageDir: path.join(runDir, 'media'),
      eventsPrefix: PREFIX,
      redisKeyPrefix: `cluster-${run}`,
      env: { ...raisedLimits, WELCOME_FREE_DELIVERIES: '3', EVENTS_REPLICAS: '3' },
      log,
    } satisfies Omit<StackOptions, 'postgresUrl'>;
    // The runner reaches PostgreSQL through the outside HAProxy; each service through its own host's.
    const runnerOptions: StackOptions = { ...common, postgresUrl: postgres.superuserUrl(gateway) };
    const serviceOptions: StackOptions = { ...common, postgresUrl: postgres.superuserUrl('127.0.0.1') };
    await prepareDatabases(runnerOptions);

    const fastScheduler = new Set<string>();
    const product = startProductProcesses({
      network,
      supervisor,
      options: serviceOptions,
      publicUrl,
      extraEnvironment: (label): Record<string, string> =>
        fastScheduler.has(label)
          ? { LD_PRELOAD: libfaketime(), FAKETIME: FAST_CLOCK, FAKETIME_DONT_FAKE_MONOTONIC: '1' }
          : {},
    });
    const downHosts = new Set<string>();
    const hostUp = (host: Host) => !downHosts.has(host.name);
    const natsUp = async () =>
      (await Promise.all(hosts.map((host) => accepts(host.address, natsPorts.client)))).every(Boolean);
    const allBack = async () => {
      try {
        await postgres.healthy(1_000);
      } catch {
        return false;
      }
      return (await natsUp()) && (await product.ready(hostUp));
    };
    const untilBack = async (timeoutMs: number) => {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        if (await allBack()) return true;
        await sleep(1_000);
      }
      return false;
    };
    if (!(await untilBack(300_000))) throw new Error('the product did not come up on the cluster');
    write(`  product: ${product.labels.length} processes ready`);

    const operator = await connect({
      servers: nats.url.split(','),
      authenticator: nkeyAuthenticator(new TextEncoder().encode(operatorSeed)),
      maxReconnectAttempts: -1,
      reconnectTimeWait: 500,
      waitOnFirstConnect: true,
    });
    const jsm = await jetstreamManager(operator);
    const messageStream = streamName(PREFIX, 'message');
    const streamLeader = async (): Promise<Host | undefined> => {
      const info = await jsm.streams.info(messageStream).catch(() => undefined);
      const leader = info?.cluster?.leader;
      return hosts.find((host) => leader === `nats-${host.name}`);
    };

    const api = productApi(publicUrl, publicUrl, (address) => sink.textTo(address), 'en');
    sink.keepTextFor((address) => address.startsWith('bench.'));
    const senders = [];
    for (let i = 0; i < SENDERS; i++) {
      const account = await api.verifiedAccount();
      senders.push({ cookie: account.cookie, email: account.email });
    }
    const random = seededRandom(seed);
    const traffic = soakTraffic({
      origin: publicUrl,
      publicUrl,
      senders,
      sink,
      schedulerDatabaseUrl: databaseUrl(runnerOptions, 'scheduler'),
      paypal: {
        approve: (orderId) => paypal.approve(orderId),
        beforeCapture: () => {
          const draw = random();
          if (draw < 0.2) paypal.failNext('captureOrder', 500, 1, { afterProcessing: true });
          else if (draw < 0.3) paypal.dropNextResponses('captureOrder');
        },
      },
      random,
    });
    const messageDb = new pg.Pool({ connectionString: databaseUrl(runnerOptions, 'message'), max: 2 });
    messageDb.on('error', () => undefined);

    // Failovers nobody caused: the primary, read every two seconds, changing outside a fault that may move it.
    const primaryChanges: { at: number; from?: string; to?: string }[] = [];
    let watching = true;
    const watchPrimary = (async () => {
      let last = (await postgres.primary())?.name;
      while (watching) {
        await sleep(2_000);
        const now = (await postgres.primary())?.name;
        if (now !== undefined && now !== last) {
          primaryChanges.push({ at: Date.now(), from: last, to: now });
          last = now;
        }
      }
    })();

    const plan = planClusterFaults(random, rounds).filter((fault) => !only || only.includes(fault.kind));
    write(`Traffic on; ${plan.length} faults planned, one at a time.`);
    const started = Date.now();
    traffic.start();
    await sleep(QUIET_START_MS);

    const windows: OutageWindow[] = [];
    const recoveries: (Recovery & { write?: number; publish?: number; delivery?: number })[] = [];
    const movesPrimary: OutageWindow[] = [];
    for (const fault of plan) {
      const startedAt = Date.now();
      // A fault that could not be made (a tool's error) is reported as such; the run goes on.
      const where = await inject(fault).catch(
        (error: unknown) => `NOT injected: ${String(error).split('\n')[0]}`,
      );
      write(`  ${seconds(startedAt - started).padStart(8)}  ${describeClusterFault(fault, where)}`);
      log('soak', `fault: ${describeClusterFault(fault, where)}`);
      const endedAt = Date.now();
      const back = await untilBack(RECOVERY_TIMEOUT_MS);
      const readyAt = Date.now();
      // The firsts are read once traffic has flowed for a while after the fault: a write that waited for the
      // fault's end comes after every member is back.
      await sleep(SETTLE_MS);
      let firsts = await firstsAfter(startedAt);
      // A first still to come (deliveries behind a re-drive's backlog) is waited for, not printed as "never".
      const waitUntil = Date.now() + FIRSTS_TIMEOUT_MS;
      while (Object.values(firsts).includes(undefined) && Date.now() < waitUntil) {
        await sleep(1_000);
        firsts = await firstsAfter(startedAt);
      }
      recoveries.push({
        fault: describeClusterFault(fault, where),
        recoveredMs: readyAt - endedAt,
        ...firsts,
      });
      windows.push({ from: startedAt, to: readyAt + GRACE_MS });
      if (
        ['postgres-primary-kill', 'postgres-primary-isolate', 'host-kill', 'host-partition'].includes(
          fault.kind,
        )
      )
        movesPrimary.push({ from: startedAt, to: readyAt + GRACE_MS });
      write(
        `            ${back ? 'every member back' : 'NOT back'} ${seconds(readyAt - endedAt)} after it ended; ` +
          `first write ${show(firsts.write)}, publish ${show(firsts.publish)}, delivery ${show(firsts.delivery)} after it began`,
      );
    }
    const runFor = Math.max(minutes * 60_000, Date.now() - started + SETTLE_MS);
    await sleep(started + runFor - Date.now());
    traffic.stopSealing();
    write(`Traffic stopped after ${seconds(Date.now() - started)}; draining…`);
    const { tallies, payments } = await drainFacts({
      traffic,
      sink,
      captures: () => [...paypal.captures.values()],
      messageDatabaseUrl: databaseUrl(runnerOptions, 'message'),
      stallMs: STALL_MS,
    });
    await traffic.stop();
    watching = false;
    await watchPrimary;

    const missingWrites = await acknowledgedButMissing();
    const orphans = await eventsWithoutRow();
    const uncaused = primaryChanges.filter(
      (change) => !movesPrimary.some((window) => change.at >= window.from && change.at <= window.to),
    );
    await messageDb.end();
    await operator.close();

    const met = reportSoak({
      tallies,
      payments,
      opened: traffic.letters.filter((l) => l.opened).length,
      wrongContent: traffic.letters.filter((l) => l.wrongContent).length,
      calls: traffic.calls.length,
      failedCalls: traffic.failedCalls(),
      startedAt: started,
      windows,
      recoveries,
      recoveryHeading: "Recoveries (from the fault's end to every member back):",
      refusedMail: sink.refusedCount(),
      moreFailures: missingWrites + orphans + uncaused.length,
    });
    write();
    write('On three hosts:');
    write(`  writes the API acknowledged that are missing at the end: ${missingWrites}`);
    write(`  commits reported ambiguous by the services: ${ambiguous.length}`);
    for (const line of ambiguous.slice(0, 5)) write(`    ${line}`);
    write(`  events in a stream without their outbox row: ${orphans}`);
    write(`  primary changes: ${primaryChanges.length}, of them nobody caused: ${uncaused.length}`);
    write("  from each fault's start to the first accepted write / publish / delivery:");
    for (const r of recoveries)
      write(`    ${r.fault.padEnd(40)} ${show(r.write)} / ${show(r.publish)} / ${show(r.delivery)}`);
    write(
      '  not shown here: the hosts share one kernel, one clock and one disk; a killed host keeps its page cache, ' +
        "so NATS 2.9's unflushed writes cannot be lost here (disk loss is the restore drill's)",
    );
    process.exitCode = met ? 0 : 1;

    async function inject(fault: ClusterFault): Promise<string | undefined> {
      switch (fault.kind) {
        case 'nats-leader-kill':
        case 'nats-leader-pause':
        case 'nats-leader-partition': {
          const leader = (await streamLeader()) ?? hosts[0]!;
          const label = `nats@${leader.name}`;
          if (fault.kind === 'nats-leader-kill') {
            supervisor.hold(label);
            await sleep(fault.downMs);
            supervisor.release(label);
          } else if (fault.kind === 'nats-leader-pause') {
            const pid = supervisor.pid(label);
            if (pid !== undefined) process.kill(pid, 'SIGSTOP');
            await sleep(fault.downMs);
            if (pid !== undefined) process.kill(pid, 'SIGCONT');
          } else {
            network.isolatePorts(leader, {
              listening: [natsPorts.client, natsPorts.route],
              dialing: [natsPorts.route],
            });
            await sleep(fault.downMs);
            network.unblockPorts(leader);
          }
          return leader.name;
        }
        case 'postgres-primary-kill': {
          const primary = (await postgres.primary()) ?? hosts[0]!;
          const postmaster = postgres.postmasterPid(primary);
          supervisor.hold(`patroni@${primary.name}`);
          if (postmaster !== undefined) process.kill(postmaster, 'SIGKILL');
          // Patroni comes back once another node leads, as an operator's restart would; it rejoins by pg_rewind.
          const deadline = Date.now() + 90_000;
          while (Date.now() < deadline && (await postgres.primary())?.name === primary.name) await sleep(500);
          while (Date.now() < deadline && (await postgres.primary()) === undefined) await sleep(500);
          supervisor.release(`patroni@${primary.name}`);
          return primary.name;
        }
        case 'postgres-primary-isolate': {
          const primary = (await postgres.primary()) ?? hosts[0]!;
          network.blockPorts(
            primary,
            hosts.filter((host) => host !== primary),
            [postgresPorts.postgres],
          );
          await sleep(fault.downMs);
          network.unblockPorts(primary);
          return primary.name;
        }
        case 'host-kill': {
          const host = hosts[Math.floor(random() * hosts.length)]!;
          downHosts.add(host.name);
          supervisor.hostDown(host);
          network.killAll(host);
          await sleep(fault.downMs);
          downHosts.delete(host.name);
          supervisor.hostUp(host);
          return host.name;
        }
        case 'host-partition': {
          const host = hosts[Math.floor(random() * hosts.length)]!;
          network.partition(host);
          await sleep(fault.downMs);
          network.heal(host);
          return host.name;
        }
        case 'scheduler-fast-clock': {
          const host = where.scheduler[Math.floor(random() * where.scheduler.length)]!;
          const label = `scheduler@${host.name}`;
          fastScheduler.add(label);
          supervisor.hold(label, 'SIGTERM');
          await sleep(2_000);
          supervisor.release(label);
          await sleep(fault.downMs);
          fastScheduler.delete(label);
          supervisor.hold(label, 'SIGTERM');
          await sleep(2_000);
          supervisor.release(label);
          return host.name;
        }
        case 'nats-wipe': {
          const since = new Date(started - 60_000);
          for (const host of hosts) supervisor.hold(`nats@${host.name}`);
          await sleep(2_000);
          for (const host of hosts) nats.wipe(host);
          for (const host of hosts) supervisor.release(`nats@${host.name}`);
          await nats.ready();
          // PostgreSQL is the truth: every service's outbox since the run began goes out again; the streams'
          // duplicate window and each consumer's processed_event drop what was handled.
          let redriven = 0;
          for (const service of Object.keys(backendServices) as BackendService[]) {
            const pool = new pg.Pool({ connectionString: databaseUrl(runnerOptions, service), max: 1 });
            try {
              redriven += await redriveOutbox(sqlOverPool(pool), since, new Date());
            } finally {
              await pool.end();
            }
          }
          return `${redriven} events re-driven`;
        }
      }
    }

    async function firstsAfter(from: number) {
      const write = traffic.calls.find(
        (call) => call.at >= from && call.what === 'seal' && call.status === 200,
      )?.endedAt;
      const delivery = sink.received.find((mail) => mail.at >= from)?.at;
      const published = await messageDb
        .query<{ at: Date | null }>(
          'SELECT min(published_at) AS at FROM outbox_event WHERE published_at >= $1',
          [new Date(from)],
        )
        .catch(() => undefined);
      const publish = published?.rows[0]?.at?.getTime();
      const since = (at: number | undefined) => (at === undefined ? undefined : at - from);
      return { write: since(write), publish: since(publish), delivery: since(delivery) };
    }

    /** Every letter the API answered "sealed" must be sealed in the database; every one it created, there. */
    async function acknowledgedButMissing(): Promise<number> {
      const entries = [...traffic.letters, ...traffic.switches].filter((entry) => entry.id);
      const { rows } = await messageDb.query<{ id: string; sealed: boolean }>(
        'SELECT id, sealed_at IS NOT NULL AS sealed FROM message WHERE id = ANY($1::uuid[])',
        [entries.map((entry) => entry.id)],
      );
      const found = new Map(rows.map((row) => [row.id, row.sealed]));
      return entries.filter((entry) => !found.has(entry.id!) || (entry.sealed && !found.get(entry.id!)))
        .length;
    }

    /** A stream's event whose outbox row does not exist: a commit lost at failover after its event went out. */
    async function eventsWithoutRow(): Promise<number> {
      let orphans = 0;
      for (const service of natsServices) {
        const name = streamName(PREFIX, service);
        const info = await jsm.streams.info(name).catch(() => undefined);
        if (!info) continue;
        const pool = new pg.Pool({ connectionString: databaseUrl(runnerOptions, service), max: 1 });
        try {
          const ids = new Set(
            (await pool.query<{ id: string }>('SELECT id::text FROM outbox_event')).rows.map((row) => row.id),
          );
          for (let seq = info.state.first_seq; seq <= info.state.last_seq; seq++) {
            const stored = await jsm.streams.getMessage(name, { seq }).catch(() => undefined);
            const id = stored?.header.get('Nats-Msg-Id');
            if (id && !ids.has(id)) orphans++;
          }
        } finally {
          await pool.end();
        }
      }
      return orphans;
    }
  } finally {
    supervisor.stopAll();
    network.teardown();
    await redis.stop('graceful');
    await sink.close();
    await paypal.close();
    fs.rmSync(runDir, { recursive: true, force: true });
    logStream.end();
    process.off('SIGINT', onSignal);
  }
}

const show = (ms: number | undefined) => (ms === undefined ? 'never' : seconds(ms));

await main();
