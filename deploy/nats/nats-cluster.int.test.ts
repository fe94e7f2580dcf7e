import { testServerUrl } from '@app/db/test-database';
import { sqlOverPool } from '@app/db/sql-over-pool';
import { outboxTableSql } from '@app/platform/test-support/outbox-table';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jetstream } from '@nats-io/jetstream';
import { createUser } from '@nats-io/nkeys';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startConsumer } from '../../packages/platform/src/consumer.ts';
import { createLogger } from '../../packages/platform/src/logger.ts';
import {
  connectNats,
  deadLetterStreamName,
  ensureDeadLetterStream,
  ensureStream,
  jetstreamManager,
  streamName,
  subjectFor,
  type NatsConnection,
} from '../../packages/platform/src/nats.ts';
import {
  prepareEvent,
  redriveOutbox,
  startOutboxRelay,
  writeEvent,
} from '../../packages/platform/src/outbox.ts';
import { freePort } from '../local/free-port.ts';
import { natsServices, type NatsService } from './event-routes.ts';
import {
  productUsers,
  startNatsServer,
  type NatsServerOptions,
  type RunningNatsServer,
} from './nats-server.ts';

// Three servers of one cluster on loopback, with the product's identities: what EVENTS_REPLICAS and a NATS_URL
// listing every server must do when a server goes.
const logger = createLogger({ service: 'nats-cluster-test', level: 'silent' });
const prefix = `t${randomUUID().slice(0, 8)}`;
const seeds = Object.fromEntries(
  natsServices.map((service) => [service, new TextDecoder().decode(createUser().getSeed())]),
) as Record<NatsService, string>;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nats-cluster-'));
const servers: RunningNatsServer[] = [];
const connections: NatsConnection[] = [];
let serverOptions: NatsServerOptions[] = [];

beforeAll(async () => {
  const clientPorts = [await freePort(), await freePort(), await freePort()];
  const routePorts = [await freePort(), await freePort(), await freePort()];
  serverOptions = clientPorts.map((port, i) => ({
    dir: path.join(dir, `n${i + 1}`),
    port,
    users: productUsers(prefix, seeds),
    cluster: {
      serverName: `n${i + 1}`,
      name: 'legado-test',
      listen: `127.0.0.1:${routePorts[i]}`,
      routes: routePorts.filter((_, j) => j !== i).map((p) => `nats-route://127.0.0.1:${p}`),
    },
  }));
  servers.push(...(await Promise.all(serverOptions.map((options) => startNatsServer(options)))));
}, 30_000);

afterAll(async () => {
  for (const nc of connections) await nc.close().catch(() => undefined);
  for (const server of servers) {
    process.kill(server.pid, 'SIGCONT');
    await server.stop();
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

const allUrls = () => servers.map((server) => server.url).join(',');

async function connectAs(service: NatsService, urls: string): Promise<NatsConnection> {
  const nc = await connectNats(urls, service, logger, seeds[service]);
  connections.push(nc);
  return nc;
}

/** A new cluster elects its JetStream leader a few seconds after it starts; an answer before that is an error. */
async function retrying<T>(what: string, attempt: () => Promise<T>, seconds = 30): Promise<T> {
  const until = Date.now() + seconds * 1_000;
  for (;;) {
    try {
      return await attempt();
    } catch (error) {
      if (Date.now() > until) throw new Error(`${what}: ${(error as Error).message}`, { cause: error });
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

it('creates a stream with one replica and raises it to three, as EVENTS_REPLICAS says', async () => {
  const auth = await connectAs('auth', allUrls());
  const jsm = await retrying('JetStream', () => jetstreamManager(auth));
  await retrying('create the stream', () => ensureStream(jsm, prefix, 'auth', 1));
  expect((await jsm.streams.info(streamName(prefix, 'auth'))).config.num_replicas).toBe(1);

  await retrying('raise the replicas', () => ensureStream(jsm, prefix, 'auth', 3));
  const info = await jsm.streams.info(streamName(prefix, 'auth'));
  expect(info.config.num_replicas).toBe(3);
  // Its other settings are the product's still: raising replicas rewrote nothing else.
  expect(info.config.subjects).toEqual([`${prefix}.auth.>`]);
  expect(info.config.duplicate_window).toBe(10 * 60_000 * 1_000_000);

  // A process set to fewer leaves the stream as it is: lowering is an operator's decision.
  await ensureStream(jsm, prefix, 'auth', 1);
  expect((await jsm.streams.info(streamName(prefix, 'auth'))).config.num_replicas).toBe(3);

  const notification = await connectAs('notification', allUrls());
  const njsm = await retrying('JetStream', () => jetstreamManager(notification));
  await retrying('the dead-letter stream', () => ensureDeadLetterStream(njsm, prefix, 3));
  expect((await njsm.streams.info(deadLetterStreamName(prefix))).config.num_replicas).toBe(3);
}, 90_000);

it('a client whose server stops answering moves to another one and goes on publishing', async () => {
  const auth = await connectAs('auth', allUrls());
  const jsm = await retrying('JetStream', () => jetstreamManager(auth));
  await retrying('the R3 stream', () => ensureStream(jsm, prefix, 'auth', 3));
  const js = jetstream(auth);
  const subject = subjectFor(prefix, 'auth.user.registered');
  await retrying('a first publish', () => js.publish(subject, '{}', { msgID: randomUUID() }));

  // Paused, not killed: its socket stays open, so only the client's pings can tell (a kill closes the socket and
  // any client notices at once). The client's own default (a ping every 2 minutes, 2 missed) would keep it here
  // for minutes; the product's liveness settings move it within seconds.
  const reconnected = (async () => {
    for await (const status of auth.status()) if (status.type === 'reconnect') return status.server;
    return undefined;
  })();
  const pausedUrl = `nats://${auth.getServer()}`;
  const paused = servers.find((server) => server.url === pausedUrl);
  expect(paused, `the client is on one of the cluster's servers (${pausedUrl})`).toBeDefined();
  process.kill(paused!.pid, 'SIGSTOP');
  try {
    await reconnected;
    expect(`nats://${auth.getServer()}`).not.toBe(pausedUrl);
    // The stream has two of its three copies: it takes writes again once a leader is (re)elected.
    const ack = await retrying('a publish after the move', () =>
      js.publish(subject, '{}', { msgID: randomUUID() }),
    );
    expect(ack).toMatchObject({ stream: streamName(prefix, 'auth'), duplicate: false });
  } finally {
    process.kill(paused!.pid, 'SIGCONT');
  }
}, 90_000);

it('a consumer started while the cluster has no JetStream leader starts anyway and reads once one is elected', async () => {
  const auth = await connectAs('auth', allUrls());
  const jsm = await retrying('JetStream', () => jetstreamManager(auth));
  await retrying('the R3 stream', () => ensureStream(jsm, prefix, 'auth', 3));

  // Two of three paused: the one left has no quorum, so JetStream answers "temporarily unavailable" (or not at all),
  // as it does for a few seconds after any server comes back and the cluster elects again.
  const [kept, ...paused] = servers;
  for (const server of paused) process.kill(server!.pid, 'SIGSTOP');
  let seen: string[] = [];
  let consumer: Awaited<ReturnType<typeof startConsumer>> | undefined;
  try {
    const alone = await connectAs('notification', kept!.url);
    // A leader that is left alone answers for a few seconds more, until it notices it lost its quorum.
    await expect
      .poll(
        () =>
          jetstreamManager(alone, { timeout: 2_000 }).then(
            () => 'answers',
            () => 'refuses',
          ),
        {
          timeout: 30_000,
          interval: 500,
        },
      )
      .toBe('refuses');
    // The service's start must not fail on it: it waits, as it waits for a stream not made yet.
    consumer = await startConsumer({
      nc: alone,
      prefix,
      service: 'notification',
      purpose: 'phone-codes',
      producer: 'auth',
      types: ['auth.phone_verification.requested'],
      logger,
      replicas: 3,
      handle: async (event) => {
        seen = [...seen, event.id];
      },
    });
  } finally {
    for (const server of paused) process.kill(server!.pid, 'SIGCONT');
  }
  const event = prepareEvent('auth.phone_verification.requested', {
    userId: randomUUID(),
    requestId: randomUUID(),
  });
  const { id, type, version } = event;
  const envelope = { id, type, version, time: new Date().toISOString(), payload: JSON.parse(event.payload) };
  await retrying('a publish once the cluster is whole', () =>
    jetstream(auth).publish(subjectFor(prefix, event.type), JSON.stringify(envelope), { msgID: event.id }),
  );
  try {
    await expect.poll(() => seen, { timeout: 60_000, interval: 250 }).toContain(event.id);
  } finally {
    await consumer!.stop();
  }
}, 120_000);

it('after every server loses its store, the relay makes its stream again, the consumer its durable, and a re-drive resends the lost events', async () => {
  const dbName = `nats_wipe_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: testServerUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(testServerUrl);
  url.pathname = `/${dbName}`;
  const pool = new pg.Pool({ connectionString: url.toString() });
  const db = sqlOverPool(pool);
  await pool.query(outboxTableSql);
  const relay = startOutboxRelay({
    db,
    nc: await connectAs('auth', allUrls()),
    prefix,
    producer: 'auth',
    logger,
    pollIntervalMs: 100,
    streamCheckIntervalMs: 500,
    replicas: 3,
  });
  const seen: string[] = [];
  const consumer = await startConsumer({
    nc: await connectAs('notification', allUrls()),
    prefix,
    service: 'notification',
    purpose: 'phone-codes',
    producer: 'auth',
    types: ['auth.phone_verification.requested'],
    logger,
    replicas: 3,
    handle: async (event) => {
      seen.push(event.id);
    },
  });
  const write = () =>
    db.$transaction((tx) =>
      writeEvent(tx, 'auth.phone_verification.requested', { userId: randomUUID(), requestId: randomUUID() }),
    );
  try {
    const since = new Date();
    const before = await write();
    relay.kick();
    await expect.poll(() => seen, { timeout: 30_000, interval: 100 }).toContain(before);

    // Every server at once, as a lost volume or a careless operator would: the streams, the durables and the
    // events the stream had acknowledged are gone; the clients reconnect to the same addresses.
    await Promise.all(servers.map((server) => server.stop('SIGKILL')));
    for (const options of serverOptions) fs.rmSync(path.join(options.dir, 'jetstream'), { recursive: true });
    servers.splice(0, servers.length, ...(await Promise.all(serverOptions.map((o) => startNatsServer(o)))));

    // A consumer kept asking a server that no longer knew its durable, for ever, before its pulls ended at their
    // expiry (event-pull.ts): this event arrives only once the durable is made again on the new stream.
    const after = await write();
    relay.kick();
    await expect.poll(() => seen, { timeout: 90_000, interval: 250 }).toContain(after);

    // The event the wipe took is back from the outbox, the truth the stream is derived from.
    expect(await redriveOutbox(db, since, new Date())).toBe(2);
    relay.kick();
    await expect
      .poll(() => seen.filter((id) => id === before).length, { timeout: 30_000, interval: 100 })
      .toBe(2);
  } finally {
    await consumer.stop();
    await relay.stop();
    await pool.end();
    // Not WITH (FORCE): the pool's connections are still closing, and PostgreSQL waits for them (a forced drop
    // would end them with an error their closing clients no longer listen for).
    await admin.query(`DROP DATABASE IF EXISTS ${dbName}`);
    await admin.end();
  }
}, 180_000);
