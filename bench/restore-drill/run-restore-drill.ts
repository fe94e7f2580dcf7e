/**
 * `npm run restore-drill [-- --seed S]`: the product under the soak's traffic on a PostgreSQL archived by
 * pgBackRest (deploy/backup), a base backup, named restore points marked while the traffic writes, then the loss
 * of the data directory, the NATS store and the WAL not yet pushed; a restore to the latest, checked against what
 * the API had acknowledged; a restore to a named point, checked the same way and by pg_amcheck; and the product
 * brought up on it, its streams rebuilt from the outboxes, drained and tallied as the soak does.
 *
 * It prints the recovery point (the bound: the most the archive was seen behind while writes went on, which
 * `archive_timeout` keeps under a minute and the push; and what the restore to the latest actually lost) and the time to restore (from the restore's start to the first write
 * the API accepts), with the WAL replayed per second. Runs as root or as a user who may run PostgreSQL's programs.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { sqlOverPool } from '@app/db/sql-over-pool';
import { redriveOutbox } from '@app/platform/outbox';
import pg from 'pg';
import { backupPolicy } from '../../deploy/backup/pgbackrest-config.ts';
import { isolatedStack } from '../../deploy/local/isolated-stack.ts';
import { backendServices, databaseUrl, repoRoot, type BackendService } from '../../deploy/local/stack.ts';
import { startFakePaypal } from '../../services/payment/test/fake-paypal/fake-paypal-server.ts';
import { productApi } from '../product-api.ts';
import { raisedLimits } from '../raised-limits.ts';
import { startSmtpSink } from '../smtp-sink.ts';
import { seededRandom } from '../soak/fault-plan.ts';
import { startOwnPostgres, startOwnRedis, type OwnServer } from '../soak/own-servers.ts';
import { drainFacts, reportSoak, seconds } from '../soak/soak-outcome.ts';
import { soakFactOf } from '../soak/soak-tally.ts';
import { soakTraffic } from '../soak/soak-traffic.ts';
import { backupRepository } from './backup-repository.ts';
import {
  checkInsAskedAgain,
  checkRestorePoint,
  observedRecoveryPoint,
  type AcknowledgedWrite,
  type RestorePoint,
} from './restore-points.ts';

const { values: args } = parseArgs({ options: { seed: { type: 'string' } } });
const seed = args.seed === undefined ? Math.floor(Math.random() * 1_000_000) : Number(args.seed);
if (!Number.isInteger(seed)) throw new Error('usage: npm run restore-drill -- [--seed S]');

const SENDERS = 4;
// Traffic before the base backup, between restore points, and after the last one until the loss.
const WARM_UP_MS = 30_000;
const POINTS = 3;
const POINT_EVERY_MS = 40_000;
const AFTER_LAST_POINT_MS = 30_000;
const RESTORED_POINT = 'drill-2';
const STALL_MS = 180_000;
const SAMPLE_EVERY_MS = 2_000;
const DELETED_SHARE = 0.3;

const write = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const runFile = promisify(execFile);

async function main(): Promise<number> {
  if (!fs.existsSync('/usr/bin/pgbackrest')) {
    write('Installing pgbackrest (Debian)…');
    execFileSync('apt-get', ['install', '-y', '-q', 'pgbackrest'], { stdio: 'ignore' });
  }
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'legado-restore-drill-'));
  const logFile = path.join(
    repoRoot,
    '.local',
    `restore-drill-${new Date().toISOString().replace(/[:.]/g, '-')}.log`,
  );
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const logStream = fs.createWriteStream(logFile);
  const log = (source: string, line: string) =>
    logStream.write(`${new Date().toISOString()} [${source}] ${line}\n`);
  write(`Restore drill, seed ${seed}; log: ${logFile}`);

  const servers: OwnServer[] = [];
  const sink = await startSmtpSink();
  const paypal = await startFakePaypal();
  Object.assign(process.env, {
    PAYPAL_MODE: 'sandbox',
    PAYPAL_BASE_URL: paypal.url,
    PAYPAL_CLIENT_ID: paypal.clientId,
    PAYPAL_CLIENT_SECRET: paypal.clientSecret,
    PAYPAL_WEBHOOK_ID: paypal.webhookId,
  });
  let isolated: ReturnType<typeof isolatedStack> | undefined;
  const repositoryDir = path.join(runDir, 'backups');
  const repository = backupRepository(repositoryDir);
  try {
    fs.mkdirSync(repositoryDir, { recursive: true });
    const postgresDir = path.join(runDir, 'postgresql');
    const postgres = await startOwnPostgres(
      postgresDir,
      (line) => log('postgresql', line),
      repository.archiveSettings,
    );
    servers.push(postgres);
    await repository.create(postgres);
    const admin = new pg.Pool({ connectionString: postgres.url, max: 2 });
    admin.on('error', () => undefined);
    const redis = await startOwnRedis(path.join(runDir, 'redis'), (line) => log('redis', line));
    servers.push(redis);

    isolated = isolatedStack({
      label: 'drill',
      postgresUrl: postgres.url,
      redisUrl: redis.url,
      // The sent-mail journal on other storage than PostgreSQL's: it outlives the loss, as a share would.
      env: {
        ...raisedLimits,
        WELCOME_FREE_DELIVERIES: '3',
        SENT_MAIL_JOURNAL_DIR: path.join(runDir, 'sent-mail-journal'),
        PAYMENT_JOURNAL_DIR: path.join(runDir, 'payment-journal'),
        // Auth's closures and message's deletions, side by side: each service reads only its own events.
        CHOICE_JOURNAL_DIR: path.join(runDir, 'choice-journal'),
      },
      smtpSinkPort: sink.port,
      readyTimeoutMs: 240_000,
      restart: true,
      log,
    });
    write('Starting the product on an archived PostgreSQL…');
    const { stack, options } = await isolated.start();
    const origin = `http://127.0.0.1:${options.httpPort}`;
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
      paypal: { approve: (orderId) => paypal.approve(orderId), beforeCapture: () => undefined },
      random,
      // Some letters are deleted by their senders, before and after the points: none may go out after the restore.
      deletes: DELETED_SHARE,
    });
    const started = Date.now();
    traffic.start();

    // How far the archive is behind, every 2 s: the age of the last segment pushed while writes go on.
    let archiveLagMs = 0;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        const { rows } = await admin
          .query<{ lag: number | null; failed: number }>(
            `SELECT extract(epoch FROM now() - last_archived_time) * 1000 AS lag, failed_count::int AS failed
               FROM pg_stat_archiver`,
          )
          .catch(() => ({ rows: [] }));
        if (rows[0]?.lag != null) archiveLagMs = Math.max(archiveLagMs, rows[0].lag);
        await sleep(SAMPLE_EVERY_MS);
      }
    })();

    await sleep(WARM_UP_MS);
    let at = Date.now();
    await repository.backup(1, 'full');
    write(
      `  ${seconds(Date.now() - started).padStart(8)}  full backup to the 35-day repository in ${seconds(Date.now() - at)}`,
    );
    at = Date.now();
    await repository.backup(2, 'full');
    write(
      `  ${seconds(Date.now() - started).padStart(8)}  the month's full backup in ${seconds(Date.now() - at)}`,
    );

    const points: (RestorePoint & { lsn: string })[] = [];
    for (let k = 1; k <= POINTS; k++) {
      await sleep(POINT_EVERY_MS);
      const from = Date.now();
      const { rows } = await admin.query<{ lsn: string }>('SELECT pg_create_restore_point($1)::text AS lsn', [
        `drill-${k}`,
      ]);
      points.push({ name: `drill-${k}`, from, to: Date.now(), lsn: rows[0]!.lsn });
      write(`  ${seconds(from - started).padStart(8)}  restore point drill-${k} at ${rows[0]!.lsn}`);
    }
    // The points must be in the archive before the loss; the loss itself takes what was not pushed yet.
    const lastPoint = points.at(-1)!;
    for (;;) {
      const { rows } = await admin.query<{ archived: boolean }>(
        `SELECT last_archived_wal >= pg_walfile_name($1::pg_lsn) AS archived FROM pg_stat_archiver`,
        [lastPoint.lsn],
      );
      if (rows[0]?.archived) break;
      await sleep(1_000);
    }
    await sleep(AFTER_LAST_POINT_MS);

    const lostAt = Date.now();
    await postgres.stop('crash');
    traffic.stopSealing();
    sampling = false;
    await sampler;
    await isolated.stopProduct();
    await traffic.stop();
    fs.rmSync(postgres.dataDir, { recursive: true, force: true });
    repository.loseSpool();
    await isolated.wipeNats();
    write(
      `  ${seconds(lostAt - started).padStart(8)}  the data directory, the NATS store and the unpushed WAL lost`,
    );

    const writes = acknowledgedWrites(traffic, lostAt);
    const messageDatabase = databaseUrl(options, 'message');
    const restoreTo = async (target: { latest: true } | { name: string }) => {
      await postgres.stop('graceful');
      fs.rmSync(postgres.dataDir, { recursive: true, force: true });
      fs.mkdirSync(postgres.dataDir, { mode: 0o700 });
      if (postgres.user) fs.chownSync(postgres.dataDir, postgres.user.uid, postgres.user.gid);
      const began = Date.now();
      await repository.restore(target);
      const restored = Date.now();
      await postgres.start();
      await untilPromoted(postgres.url);
      return { began, copyMs: restored - began, replayMs: Date.now() - restored };
    };

    // To the latest: what the loss took is at most what the archive had not been given.
    const latest = await restoreTo({ latest: true });
    const atLatest = await presentWrites(messageDatabase);
    // The most the archive was seen behind, plus the sampling's own step: with writes going on, archive_timeout
    // switches a segment at least once a minute, so that age stays under it and the push.
    const boundMs = archiveLagMs + SAMPLE_EVERY_MS;
    const observed = observedRecoveryPoint(writes, lostAt, atLatest);
    const beyondBound = checkRestorePoint(writes, { from: lostAt - boundMs, to: Infinity }, atLatest);
    write();
    write(
      `Restore to the latest: copied in ${seconds(latest.copyMs)}, replayed in ${seconds(latest.replayMs)}`,
    );
    write(
      `  writes acknowledged: ${writes.length}; lost: ${observed.lost}, the newest ${seconds(observed.windowMs)} before the loss`,
    );
    write(
      `  recovery point: at most ${seconds(boundMs)} (the archive seen ${seconds(archiveLagMs)} behind at most, ` +
        `archive_timeout ${backupPolicy.archiveTimeoutSeconds} s); acknowledged writes lost older than that: ${beyondBound.missing.length}`,
    );

    // To a named point: everything acknowledged before it, nothing asked for after it.
    const point = points.find((p) => p.name === RESTORED_POINT)!;
    const named = await restoreTo({ name: point.name });
    const atPoint = await presentWrites(messageDatabase);
    const pointCheck = checkRestorePoint(writes, point, atPoint);
    const replayedBytes = await walReplayed(postgres.url, repository);
    const amcheck = await runFile(
      path.join(postgres.bin, 'pg_amcheck'),
      // amcheck is an extension each database must have: installed where missing (PostgreSQL ships it).
      [
        '--all',
        '--install-missing',
        '--heapallindexed',
        '-h',
        '127.0.0.1',
        '-p',
        String(postgres.port),
        '-U',
        'postgres',
      ],
      { encoding: 'utf8', ...postgres.user },
    ).then(
      () => 'clean',
      (error: { stdout?: string; stderr?: string }) =>
        `NOT clean: ${`${error.stdout ?? ''}\n${error.stderr ?? ''}`.trim().split('\n').slice(0, 5).join(' | ')}`,
    );
    write();
    write(
      `Restore to ${point.name}: copied in ${seconds(named.copyMs)}, replayed in ${seconds(named.replayMs)} (${(replayedBytes / 1024 / 1024 / Math.max(named.replayMs / 1000, 0.001)).toFixed(1)} MB of WAL a second)`,
    );
    write(`  acknowledged before it and kept: ${pointCheck.kept}; missing: ${pointCheck.missing.length}`);
    write(
      `  asked for after it and present: ${pointCheck.beyond.length}; under way as it was made: ${pointCheck.straddling}`,
    );
    write(`  pg_amcheck: ${amcheck}`);

    // The product on the restored data: new streams, every outbox since the run began handed to its relay.
    const restarted = await isolated.startProduct();
    let redriven = 0;
    for (const service of Object.keys(backendServices) as BackendService[]) {
      const pool = new pg.Pool({ connectionString: databaseUrl(options, service), max: 1 });
      try {
        redriven += await redriveOutbox(sqlOverPool(pool), new Date(started - 60_000), new Date());
      } finally {
        await pool.end();
      }
    }
    const firstWrite = await firstAcceptedWrite(origin, restarted.urls.app, senders[0]!.cookie);
    write(
      `  the product up, ${redriven} events re-driven; first write accepted ${seconds(firstWrite - named.began)} after the restore began`,
    );

    write('Draining…');
    const { tallies, payments } = await drainFacts({
      traffic,
      sink,
      captures: () => [...paypal.captures.values()],
      messageDatabaseUrl: messageDatabase,
      stallMs: STALL_MS,
    });
    // What a restore does by design is not a doubling: a check-in in flight at the point asked again; a letter
    // sealed after the point that went out before the loss is not in the restored data, and is named apart.
    const askedAgain = checkInsAskedAgain(
      sink.received.map((mail) => ({ ...mail, fact: soakFactOf(mail) })),
      named.began,
    );
    tallies['check-in'].doubled -= askedAgain.size;
    const undone = { delivery: tallies.delivery.unexpected, notice: tallies.notice.unexpected };
    tallies.delivery.unexpected = 0;
    tallies.notice.unexpected = 0;
    // A switch armed after the point is not armed in the restored data: its check-in is not due, not lost.
    const disarmed = await armingUndone(databaseUrl(options, 'scheduler'), traffic, sink.received);
    tallies['check-in'].expected -= disarmed;
    tallies['check-in'].lost -= disarmed;
    // A capture the restore left without its letter is refunded from the journal and its sender told, as is one
    // whose letter was deleted: the buyer was answered "paid", and that is no longer a lie once the money is back.
    const deletedDelivered = deletedLettersDelivered(traffic, sink.received);
    let refunds = refundsAfterRestore(paypal, sink.received, senders);
    for (const until = Date.now() + 60_000; refunds.told < refunds.letters.size && Date.now() < until;) {
      await sleep(1_000);
      refunds = refundsAfterRestore(paypal, sink.received, senders);
    }
    const toldPaid = [...traffic.letters, ...traffic.switches].filter((entry) => entry.payment === 'paid');
    payments.toldPaidButUnpaid -= toldPaid.filter(
      (entry) => entry.id && refunds.letters.has(entry.id),
    ).length;
    const met = reportSoak({
      tallies,
      payments,
      opened: traffic.letters.filter((l) => l.opened).length,
      wrongContent: traffic.letters.filter((l) => l.wrongContent).length,
      calls: traffic.calls.length,
      failedCalls: traffic.failedCalls(),
      startedAt: started,
      windows: [{ from: lostAt, to: Date.now() }],
      recoveries: [],
      recoveryHeading: '',
      refusedMail: sink.refusedCount(),
      moreFailures:
        deletedDelivered +
        refunds.twice +
        Math.abs(refunds.letters.size - refunds.told) +
        beyondBound.missing.length +
        pointCheck.missing.length +
        pointCheck.beyond.length +
        (amcheck === 'clean' ? 0 : 1),
    });
    write(`  check-ins in flight at the point, asked again after the restore: ${askedAgain.size}`);
    write(
      `  letters sealed after the point and delivered before the loss (not in the restored data): ` +
        `${undone.delivery} (their notices: ${undone.notice})`,
    );
    write(
      `  check-ins of switches sealed or armed after the point (not due in the restored data): ${disarmed}`,
    );
    write(
      `  letters deleted by their senders: ${traffic.letters.filter((l) => l.deletedCall).length}, ` +
        `of them after the point: ${traffic.letters.filter((l) => l.deletedCall && l.deletedCall.sentAt > point.to).length}; ` +
        `delivered all the same: ${deletedDelivered}`,
    );
    write(
      `  captures refunded (left without their letter by the restore, or their letter deleted): ${refunds.letters.size} ` +
        `(refunded twice: ${refunds.twice}; senders told: ${refunds.told})`,
    );
    await admin.end();
    return met ? 0 : 1;
  } finally {
    await isolated?.teardown();
    for (const server of servers) await server.stop('graceful');
    await repository.close();
    fs.rmSync(runDir, { recursive: true, force: true, maxRetries: 10 });
    await sink.close();
    await paypal.close();
    logStream.end();
  }
}

/**
 * Switches whose check-in never came because the restored scheduler does not have them due: sealed after the point
 * (not there at all), or armed after it (due a cadence away). One there and due whose check-in never came is lost.
 */
async function armingUndone(
  schedulerDatabaseUrl: string,
  traffic: ReturnType<typeof soakTraffic>,
  received: readonly { to: string; subject: string }[],
): Promise<number> {
  const came = new Set(
    received.flatMap((mail) => {
      const fact = soakFactOf(mail);
      return fact?.kind === 'check-in' ? [fact.n] : [];
    }),
  );
  const waiting = traffic.switches.filter((s) => s.id && s.armedAt !== undefined && !came.has(s.n));
  if (waiting.length === 0) return 0;
  const client = new pg.Client({ connectionString: schedulerDatabaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM life_proof_switch
        WHERE message_id = ANY($1::uuid[]) AND next_at <= now() + interval '1 day'`,
      [waiting.map((s) => s.id)],
    );
    return waiting.length - Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * What PayPal refunded (the journal's settlement after the restore, and the paid letters their senders deleted),
 * by the letters those captures paid for, and how many of their senders got the e-mail saying so.
 */
function refundsAfterRestore(
  paypal: Awaited<ReturnType<typeof startFakePaypal>>,
  received: readonly { to: string; subject: string }[],
  senders: readonly { email: string }[],
): { letters: Set<string>; twice: number; told: number } {
  const perCapture = new Map<string, number>();
  for (const refund of paypal.refunds)
    perCapture.set(refund.captureId, (perCapture.get(refund.captureId) ?? 0) + 1);
  const letters = new Set(
    [...perCapture.keys()].flatMap((id) => {
      const capture = paypal.captures.get(id);
      return capture ? [capture.customId] : [];
    }),
  );
  const addresses = new Set(senders.map((sender) => sender.email.toLowerCase()));
  const told = received.filter(
    (mail) => addresses.has(mail.to.toLowerCase()) && mail.subject === 'We have refunded your Legado payment',
  ).length;
  return { letters, twice: [...perCapture.values()].filter((n) => n > 1).length, told };
}

/** Every creation and seal the API acknowledged before the loss. */
function acknowledgedWrites(traffic: ReturnType<typeof soakTraffic>, lostAt: number): AcknowledgedWrite[] {
  const writes: AcknowledgedWrite[] = [];
  for (const entry of [...traffic.letters, ...traffic.switches]) {
    if (!entry.id) continue;
    if (entry.createdCall && entry.createdCall.ackedAt < lostAt)
      writes.push({ key: `created ${entry.id}`, ...entry.createdCall });
    if (entry.sealedCall && entry.sealedCall.ackedAt < lostAt)
      writes.push({ key: `sealed ${entry.id}`, ...entry.sealedCall });
  }
  for (const entry of traffic.letters)
    if (entry.id && entry.deletedCall && entry.deletedCall.ackedAt < lostAt)
      writes.push({ key: `deleted ${entry.id}`, ...entry.deletedCall });
  return writes;
}

/** Letters their senders deleted whose e-mail reached their recipient all the same. */
function deletedLettersDelivered(
  traffic: ReturnType<typeof soakTraffic>,
  received: readonly { to: string; subject: string }[],
): number {
  const delivered = new Set(
    received.flatMap((mail) => {
      const fact = soakFactOf(mail);
      return fact?.kind === 'delivery' ? [fact.n] : [];
    }),
  );
  return traffic.letters.filter((l) => l.deletedCall && delivered.has(l.n)).length;
}

/**
 * The writes the restored message database holds, as the keys of `acknowledgedWrites`: a row's creation and seal,
 * or, for a letter deleted by then, its deletion with the creation and seal its deletion record keeps.
 */
async function presentWrites(messageDatabaseUrl: string): Promise<(key: string) => boolean> {
  const client = new pg.Client({ connectionString: messageDatabaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string; sealed: boolean; deleted: boolean }>(
      `SELECT id::text, sealed_at IS NOT NULL AS sealed, false AS deleted FROM message
       UNION ALL
       SELECT message_id::text, sealed_at IS NOT NULL, true FROM message_deletion`,
    );
    const keys = new Set(
      rows.flatMap((row) => [
        `created ${row.id}`,
        ...(row.sealed ? [`sealed ${row.id}`] : []),
        ...(row.deleted ? [`deleted ${row.id}`] : []),
      ]),
    );
    return (key) => keys.has(key);
  } finally {
    await client.end();
  }
}

async function untilPromoted(url: string): Promise<void> {
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    const promoted = await client
      .connect()
      .then(() => client.query<{ recovering: boolean }>('SELECT pg_is_in_recovery() AS recovering'))
      .then(({ rows }) => rows[0]?.recovering === false)
      .catch(() => false)
      .finally(() => client.end().catch(() => undefined));
    if (promoted) return;
    await sleep(250);
  }
}

/** The WAL replayed since the base backup's start, in bytes. */
async function walReplayed(url: string, repository: ReturnType<typeof backupRepository>): Promise<number> {
  const [stanza] = await repository.info();
  const backup = stanza?.backup.at(0);
  if (!backup) return 0;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ bytes: string }>(
      'SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn)::text AS bytes',
      [backup.lsn.start],
    );
    return Number(rows[0]?.bytes ?? 0);
  } finally {
    await client.end();
  }
}

/** A new letter created through the API, tried until one is accepted: when the product writes again. */
async function firstAcceptedWrite(origin: string, publicUrl: string, cookie: string): Promise<number> {
  for (;;) {
    const response = await fetch(`${origin}/api/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: publicUrl, cookie, 'accept-language': 'en' },
      body: JSON.stringify({
        recipient: 'After the restore',
        recipientEmail: 'after.restore@recipients.soak.example',
        subject: 'After the restore',
        content: 'Written once the product was back.',
        messageType: 'love',
        securityLevel: 'none',
        deliveryMethod: 'email',
        deliveryDate: null,
        schedulingType: 'specific_date',
        lifeProofCadence: '',
        isAnonymous: false,
        senderCustomTitle: '',
        questions: [],
      }),
      signal: AbortSignal.timeout(10_000),
    }).catch(() => undefined);
    if (response?.ok) return Date.now();
    await sleep(250);
  }
}

process.exitCode = await main();
