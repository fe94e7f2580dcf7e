import { jetstreamManager, RetentionPolicy, StorageType, type JetStreamManager } from '@nats-io/jetstream';
import { connect, createInbox, nanos, nkeyAuthenticator, type NatsConnection } from '@nats-io/transport-node';
import type { Producer } from '@app/proto/events';
import type { Logger } from 'pino';
import { splitServerList } from './config.ts';

export type { NatsConnection } from '@nats-io/transport-node';

/**
 * Where a connection's replies arrive (JetStream's answers and pulled events): one prefix per identity, so the
 * server can let each subscribe to its own replies only, never to another service's (deploy/nats).
 */
export function inboxPrefixFor(name: string): string {
  return `_INBOX_${name}`;
}

const inboxPrefixes = new WeakMap<NatsConnection, string>();

/** A new reply subject under the connection's own inbox prefix (the only one its identity may subscribe to). */
export function newInbox(nc: NatsConnection): string {
  return createInbox(inboxPrefixes.get(nc));
}

/**
 * How quickly a connection notices that its server is gone (a crash, a partition) and moves to another of the
 * cluster's. The client's own defaults (a ping every 2 minutes, 2 missed) leave a service of a cut-off node stuck
 * for minutes; a JetStream leader is elected again within about 5 s, so the client should be on its way by then.
 */
export type NatsLiveness = {
  /** How often the client pings the server. */
  pingIntervalMs: number;
  /** Pings unanswered before the connection counts as lost. */
  maxPingOut: number;
  /** How long one attempt to connect (or reconnect) to one server may take. */
  connectTimeoutMs: number;
};

export const DEFAULT_NATS_LIVENESS: NatsLiveness = {
  pingIntervalMs: 2_000,
  maxPingOut: 2,
  connectTimeoutMs: 5_000,
};

/**
 * Connects as `name` to any of `servers` (one address or a cluster's, as a list or comma-separated); with an NKey
 * seed (a secret: never logged) the server knows it as that service's identity.
 */
export async function connectNats(
  servers: string | string[],
  name: string,
  logger: Logger,
  nkeySeed?: string,
  liveness: NatsLiveness = DEFAULT_NATS_LIVENESS,
): Promise<NatsConnection> {
  const nc = await connect({
    servers: typeof servers === 'string' ? splitServerList(servers) : servers,
    name,
    pingInterval: liveness.pingIntervalMs,
    maxPingOut: liveness.maxPingOut,
    timeout: liveness.connectTimeoutMs,
    inboxPrefix: inboxPrefixFor(name),
    ...(nkeySeed ? { authenticator: nkeyAuthenticator(new TextEncoder().encode(nkeySeed)) } : {}),
    // Keep trying forever, from the first connection on: a NATS that starts later than the service, or
    // restarts, must not take it down; the outbox holds events meanwhile.
    waitOnFirstConnect: true,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1_000,
    // Every request (each JetStream publish is one) would otherwise build an Error for its caller's stack, used
    // only if it fails: about 1 % of the message service's CPU in the delivery waves. A failed request still
    // says what failed; our own log line says where.
    noAsyncTraces: true,
  });
  inboxPrefixes.set(nc, inboxPrefixFor(name));
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnect')
        logger.warn({ nats: status.type }, 'nats');
      // A permissions violation means this identity tried what it may not: say so, it is a bug or an attack.
      if (status.type === 'error') logger.error({ nats: status.error.message }, 'nats');
    }
  })();
  return nc;
}

/** One stream per producing service, capturing `<prefix>.<producer>.>`. */
export function streamName(prefix: string, producer: Producer): string {
  return `${prefix}_${producer}`.toUpperCase();
}

export function subjectFor(prefix: string, type: string): string {
  return `${prefix}.${type}`;
}

/**
 * Creates the producer's stream if missing, with `replicas` copies (EVENTS_REPLICAS; more than one needs a NATS
 * cluster), and raises an existing stream's replicas when they are fewer (its outbox relay calls this; it is
 * idempotent). Consumers only read it. Fewer replicas than a stream has are left alone: lowering is an operator's
 * decision, never a side effect of one process's setting.
 */
export async function ensureStream(
  jsm: JetStreamManager,
  prefix: string,
  producer: Producer,
  replicas = 1,
): Promise<string> {
  const name = streamName(prefix, producer);
  const config = {
    name,
    num_replicas: replicas,
    subjects: [`${prefix}.${producer}.>`],
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    // Longer than the outbox relay ever takes to retry, so a re-published event is dropped as a duplicate.
    duplicate_window: nanos(10 * 60_000),
    max_age: nanos(30 * 24 * 3_600_000),
  };
  await createStreamOnce(jsm, config);
  return name;
}

async function createStreamOnce(
  jsm: JetStreamManager,
  config: Parameters<JetStreamManager['streams']['add']>[0] & { num_replicas: number },
) {
  const name = config.name!;
  let existing;
  try {
    existing = await jsm.streams.info(name);
  } catch {
    try {
      await jsm.streams.add(config);
    } catch (error) {
      // Another process created it between our check and our add.
      existing = await jsm.streams.info(name).catch(() => {
        throw error;
      });
    }
  }
  if (existing && existing.config.num_replicas < config.num_replicas)
    await jsm.streams.update(name, { num_replicas: config.num_replicas });
}

/**
 * Where every consumer sets aside an event it could not handle after all its attempts: one stream for the
 * product, subjects `<prefix>.dead_letter.<service>.<purpose>`, kept a month, beside the consuming service's own
 * `dead_letter` table (dead-letters.ts), which is what the admin reads and retries from.
 */
export function deadLetterStreamName(prefix: string): string {
  return `${prefix}_dead_letters`.toUpperCase();
}

export function deadLetterSubject(prefix: string, service: string, purpose: string): string {
  return `${prefix}.dead_letter.${service}.${purpose}`;
}

/**
 * Creates the dead-letter stream if missing, or raises its replicas as `ensureStream` does; every consumer calls
 * this before its first event.
 */
export async function ensureDeadLetterStream(
  jsm: JetStreamManager,
  prefix: string,
  replicas = 1,
): Promise<string> {
  const name = deadLetterStreamName(prefix);
  await createStreamOnce(jsm, {
    name,
    num_replicas: replicas,
    subjects: [`${prefix}.dead_letter.>`],
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    // A consumer that set an event aside but died before terminating it sets it aside again: one copy.
    duplicate_window: nanos(10 * 60_000),
    max_age: nanos(30 * 24 * 3_600_000),
  });
  return name;
}

export async function natsReadiness(nc: NatsConnection): Promise<void> {
  if (nc.isClosed()) throw new Error('nats connection closed');
  await nc.flush();
}

export { jetstreamManager };
