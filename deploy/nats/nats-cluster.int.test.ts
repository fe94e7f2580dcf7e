import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { jetstream } from '@nats-io/jetstream';
import { createUser } from '@nats-io/nkeys';
import { afterAll, beforeAll, expect, it } from 'vitest';
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
import { freePort } from '../local/free-port.ts';
import { natsServices, type NatsService } from './event-routes.ts';
import { productUsers, startNatsServer, type RunningNatsServer } from './nats-server.ts';

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

beforeAll(async () => {
  const clientPorts = [await freePort(), await freePort(), await freePort()];
  const routePorts = [await freePort(), await freePort(), await freePort()];
  const started = await Promise.all(
    clientPorts.map((port, i) =>
      startNatsServer({
        dir: path.join(dir, `n${i + 1}`),
        port,
        users: productUsers(prefix, seeds),
        cluster: {
          serverName: `n${i + 1}`,
          name: 'legado-test',
          listen: `127.0.0.1:${routePorts[i]}`,
          routes: routePorts.filter((_, j) => j !== i).map((p) => `nats-route://127.0.0.1:${p}`),
        },
      }),
    ),
  );
  servers.push(...started);
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
