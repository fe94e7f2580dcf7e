import { jetstreamManager, RetentionPolicy, StorageType, type JetStreamManager } from '@nats-io/jetstream';
import { connect, createInbox, nanos, nkeyAuthenticator, type NatsConnection } from '@nats-io/transport-node';
import type { Producer } from '@app/proto/events';
import type { Logger } from 'pino';

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

/** Connects as `name`; with an NKey seed (a secret: never logged) the server knows it as that service's identity. */
export async function connectNats(
  url: string,
  name: string,
  logger: Logger,
  nkeySeed?: string,
): Promise<NatsConnection> {
  const nc = await connect({
    servers: url,
    name,
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

/** Creates the producer's stream if missing (its outbox relay calls this; it is idempotent). Consumers only read it. */
export async function ensureStream(
  jsm: JetStreamManager,
  prefix: string,
  producer: Producer,
): Promise<string> {
  const name = streamName(prefix, producer);
  const config = {
    name,
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
  config: Parameters<JetStreamManager['streams']['add']>[0],
) {
  const name = config.name!;
  try {
    await jsm.streams.info(name);
  } catch {
    try {
      await jsm.streams.add(config);
    } catch (error) {
      // Another process created it between our check and our add.
      await jsm.streams.info(name).catch(() => {
        throw error;
      });
    }
  }
}

/**
 * Where every consumer sets aside an event it could not handle after all its attempts: one stream for the
 * product, subjects `<prefix>.dead_letter.<service>.<purpose>`, kept a month for an admin to look at.
 */
export function deadLetterStreamName(prefix: string): string {
  return `${prefix}_dead_letters`.toUpperCase();
}

export function deadLetterSubject(prefix: string, service: string, purpose: string): string {
  return `${prefix}.dead_letter.${service}.${purpose}`;
}

/** Creates the dead-letter stream if missing; every consumer calls this before its first event. */
export async function ensureDeadLetterStream(jsm: JetStreamManager, prefix: string): Promise<string> {
  const name = deadLetterStreamName(prefix);
  await createStreamOnce(jsm, {
    name,
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
