import { AckPolicy, DeliverPolicy, jetstream } from '@nats-io/jetstream';
import { parseEvent, type EventEnvelope, type EventType, type Producer } from '@app/proto/events';
import type { Logger } from 'pino';
import { deadLetterHeaders, recordDeadLetter } from './dead-letters.ts';
import { startEventPull, type EventPull, type PulledEvent } from './event-pull.ts';
import {
  deadLetterSubject,
  ensureDeadLetterStream,
  jetstreamManager,
  streamName,
  subjectFor,
  type NatsConnection,
} from './nats.ts';
import type { SqlExecutor } from './sql.ts';
import { extractContext, inSpan, SpanKind, type Carrier } from './trace-context.ts';

export type EventHandler = (event: EventEnvelope, logger: Logger) => Promise<void>;

/**
 * Thrown by a handler for an event that came before its time (a delivery asked for before the message's own
 * date): the event is handed out again after `delayMs`, neither handled nor failed, and never set aside.
 */
export class RedeliverLater extends Error {
  readonly delayMs: number;

  constructor(delayMs: number, reason: string) {
    super(reason);
    this.name = 'RedeliverLater';
    this.delayMs = delayMs;
  }
}

/**
 * What a service hands each of its consumers: its NATS connection, its streams' prefix, its logger, how long an
 * event may stay unacknowledged (the service's EVENTS_ACK_WAIT_MS) and how many it works on at once
 * (EVENTS_CONCURRENCY), and its database for what they set aside.
 */
export type ConsumerContext = {
  nc: NatsConnection;
  db?: SqlExecutor;
  prefix: string;
  logger: Logger;
  ackWaitMs?: number;
  concurrency?: number;
  /** The dead-letter stream's copies (EVENTS_REPLICAS). */
  replicas?: number;
};

export type ConsumerOptions = {
  nc: NatsConnection;
  /**
   * The consuming service's database: an event set aside is kept in its `dead_letter` table too
   * (platform/dead-letters.ts), where a lost JetStream store cannot take it. Every service's runtime passes its
   * own; without one (a test of the plumbing alone) the dead-letter stream alone keeps it.
   */
  db?: SqlExecutor;
  prefix: string;
  /** The consuming service; with `purpose` it names the durable consumer `<prefix>-<service>-<purpose>`. */
  service: string;
  purpose: string;
  producer: Producer;
  types: EventType[];
  handle: EventHandler;
  logger: Logger;
  /** Redelivery delays after a failed attempt; the last one repeats. */
  retryDelaysMs?: number[];
  /**
   * Attempts before a failing event is set aside in the dead-letter stream, so it stops holding one of the
   * consumer's pending slots; the default (30, about two and a half hours with the default delays) outlasts a
   * peer's restart or a short outage, where the event must still be handled.
   */
  maxAttempts?: number;
  /**
   * How long an event handed to a consumer that then died waits before JetStream hands it out again. A live
   * handler tells the server it is still working every third of it, so a slow one is never taken over.
   */
  ackWaitMs?: number;
  /** How many events the consumer works on at once; it fetches no more than it can start. */
  concurrency?: number;
  /** The dead-letter stream's copies (EVENTS_REPLICAS); the durable itself has as many as its stream. */
  replicas?: number;
  /**
   * Events with the same key are handled one after another, in the order they came; others side by side. By
   * default an event's message, else its user, else the event alone (`orderKeyOf`).
   */
  orderKey?: (event: EventEnvelope) => string;
};

export const DEFAULT_ACK_WAIT_MS = 15_000;
export const DEFAULT_EVENTS_CONCURRENCY = 4;

/** Two events about one message (ready, then deleted) never race; nor two about one account. */
export function orderKeyOf(event: EventEnvelope): string {
  const payload = event.payload as { messageId?: unknown; userId?: unknown };
  if (typeof payload.messageId === 'string') return `message:${payload.messageId}`;
  if (typeof payload.userId === 'string') return `user:${payload.userId}`;
  return `event:${event.id}`;
}

// A pull request waits this long at the server for events before it is made again (JetStream's own default).
const PULL_EXPIRES_MS = 30_000;

/**
 * A durable JetStream consumer. Events are acknowledged only after the handler returns (its transaction has
 * committed); a failed handler is retried with backoff; an event that is not in the catalogue or does not
 * match its schema is terminated (logged, never retried). Handlers must be idempotent: JetStream delivers at
 * least once. Up to `concurrency` events are in hand at once, each on its own ack clock, those of one key in
 * turn.
 */
export async function startConsumer({
  nc,
  db,
  prefix,
  service,
  purpose,
  producer,
  types,
  handle,
  logger,
  retryDelaysMs = [1_000, 5_000, 30_000, 120_000, 300_000],
  maxAttempts = 30,
  ackWaitMs = DEFAULT_ACK_WAIT_MS,
  concurrency = DEFAULT_EVENTS_CONCURRENCY,
  replicas = 1,
  orderKey = orderKeyOf,
}: ConsumerOptions) {
  // Not asked for the account's JetStream first: a cluster still electing its meta leader answers "temporarily
  // unavailable", and the set-up below waits that out as it waits for a stream, where the check would throw.
  const jsm = await jetstreamManager(nc, { checkAPI: false });
  const durable = `${prefix}-${service}-${purpose}`;
  const log = logger.child({ consumer: durable });
  const stream = streamName(prefix, producer);
  const config = {
    durable_name: durable,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    // One subject filters on the server; several mean the whole stream, skipping the rest here
    // (multiple filter subjects need NATS 2.10, and Debian's server is older).
    filter_subject: types.length === 1 ? subjectFor(prefix, types[0]!) : `${prefix}.${producer}.>`,
    ack_wait: ackWaitMs * 1_000_000,
    max_ack_pending: Math.max(100, concurrency),
  };
  /**
   * The stream is its producer's to create (only the producer's NATS identity may); a consumer only reads it.
   * One that starts first takes events from the start once the stream is there, and never holds up its service.
   */
  async function setUp(): Promise<void> {
    await jsm.streams.info(stream);
    await ensureDeadLetterStream(jsm, prefix, replicas);
    let existing;
    try {
      existing = await jsm.consumers.info(stream, durable);
    } catch {
      await jsm.consumers.add(stream, config);
      return;
    }
    if (existing.config.filter_subject === config.filter_subject) {
      await jsm.consumers.update(stream, durable, { ack_wait: config.ack_wait });
      return;
    }
    // A version that takes other types: NATS 2.9 stores a changed filter but keeps applying the old one until
    // the server restarts, so the durable is made again, from its first event not yet acknowledged.
    await jsm.consumers.delete(stream, durable);
    await jsm.consumers.add(stream, {
      ...config,
      deliver_policy: DeliverPolicy.StartSequence,
      opt_start_seq: existing.ack_floor.stream_seq + 1,
    });
  }
  let isSetUp = await setUp().then(
    () => true,
    (error: unknown) => {
      log.info(
        { reason: (error as Error).message },
        `waiting for the ${producer} service's stream ${stream}`,
      );
      return false;
    },
  );
  const js = jetstream(nc);
  const subjects = new Set(types.map((type) => subjectFor(prefix, type)));
  let pull: EventPull | undefined;
  let stopped = false;
  let stopping: () => void = () => undefined;
  const stopRequested = new Promise<void>((resolve) => (stopping = resolve));
  /** Every event taken and not yet finished, and the last one taken of each key. */
  const inHand = new Set<Promise<void>>();
  const lastOfKey = new Map<string, Promise<void>>();
  /**
   * Events taken and not yet answered: the slots in use. A slot is given back, and asked for again, right as
   * its event is acknowledged, so the acknowledgement and the next pull leave in one write.
   */
  let working = 0;
  /** Pulls that failed in a row; an event arriving ends the row. */
  let failures = 0;
  const release = () => {
    working -= 1;
    pull?.refill();
  };

  /** Starts an event at once if its key is free, else after the one before it: nothing waits off the ack clock. */
  function take(m: PulledEvent): void {
    // A consumer of several types reads its producer's whole stream: the others are passed by their subject
    // alone, unparsed (most of what such a consumer sees on the 5th of the month).
    failures = 0;
    if (!subjects.has(m.subject)) {
      m.ack();
      pull?.refill();
      return;
    }
    let event: EventEnvelope;
    try {
      event = parseEvent(m.json());
      if (subjectFor(prefix, event.type) !== m.subject)
        throw new Error(`a ${event.type} event on ${m.subject}`);
    } catch (error) {
      log.error({ err: error, subject: m.subject, seq: m.streamSequence }, 'invalid event dropped');
      m.term();
      pull?.refill();
      return;
    }
    working += 1;
    // The server hears "still working" from the moment the event is ours, waiting behind its key included.
    const heartbeat = setInterval(() => m.working(), Math.max(ackWaitMs / 3, 100));
    const key = orderKey(event);
    const run: Promise<void> = (lastOfKey.get(key) ?? Promise.resolve())
      .then(() => handleOne(m, event))
      .catch((error: unknown) => log.warn({ err: error, eventId: event.id }, 'event left for redelivery'))
      .finally(() => {
        clearInterval(heartbeat);
        inHand.delete(run);
        if (lastOfKey.get(key) === run) lastOfKey.delete(key);
      });
    inHand.add(run);
    lastOfKey.set(key, run);
  }

  async function handleOne(m: PulledEvent, event: EventEnvelope): Promise<void> {
    try {
      await handleAndAnswer(m, event);
    } finally {
      release();
    }
  }

  async function handleAndAnswer(m: PulledEvent, event: EventEnvelope): Promise<void> {
    const eventLog = log.child({ eventId: event.id, type: event.type });
    try {
      // The handler continues the trace of the change that produced the event.
      const carrier: Carrier = {};
      for (const key of ['traceparent', 'tracestate']) {
        const value = m.headers?.get(key);
        if (value) carrier[key] = value;
      }
      await inSpan(`consume ${event.type}`, SpanKind.CONSUMER, extractContext(carrier), () =>
        handle(event, eventLog),
      );
      // Not waited for: an acknowledgement lost on the way only means a redelivery, which the handler's own
      // record of the event (processed_event, the e-mail log, a conditional update) turns into nothing.
      m.ack();
    } catch (error) {
      if (error instanceof RedeliverLater) {
        eventLog.info({ reason: error.message, redeliverInMs: error.delayMs }, 'event redelivered later');
        m.nak(error.delayMs);
        return;
      }
      const attempt = m.deliveryCount;
      if (attempt >= maxAttempts && (await setAside(m, event, attempt, error, eventLog))) return;
      const delay = retryDelaysMs[Math.min(attempt - 1, retryDelaysMs.length - 1)] ?? 1_000;
      eventLog.warn({ err: error, attempt, retryInMs: delay }, 'event handling failed; will retry');
      m.nak(delay);
    }
  }

  /**
   * Keeps the event, with where it came from and why it failed, in the service's own `dead_letter` table and the
   * dead-letter stream, then ends its delivery here. If either cannot be written the event stays and is retried:
   * nothing is dropped unseen (a row written before the stream failed is written again, over itself).
   */
  async function setAside(
    m: PulledEvent,
    event: EventEnvelope,
    attempts: number,
    error: unknown,
    eventLog: Logger,
  ): Promise<boolean> {
    const reason = String((error as Error)?.message ?? error);
    try {
      if (db) {
        await recordDeadLetter(db, {
          consumer: purpose,
          subject: m.subject,
          streamSequence: m.streamSequence,
          event,
          attempts,
          error: reason,
        });
      }
    } catch (writeError) {
      eventLog.warn({ err: writeError }, 'dead-letter table unreachable; the event stays and is retried');
      return false;
    }
    const about = deadLetterHeaders({
      subject: m.subject,
      streamSequence: m.streamSequence,
      consumer: durable,
      attempts,
      error: reason,
    });
    try {
      await js.publish(deadLetterSubject(prefix, service, purpose), m.data, {
        msgID: `${durable}:${m.streamSequence}`,
        headers: about,
      });
      m.term();
      eventLog.error({ err: error, attempts }, 'event set aside after its last attempt');
      return true;
    } catch (publishError) {
      eventLog.warn({ err: publishError }, 'dead-letter stream unreachable; the event stays and is retried');
      return false;
    }
  }

  const loop = (async () => {
    // Pull again after any failure (consumer deleted or lost, a refusal); the durable keeps our position, and is
    // made again if it is gone. A NATS restart is no failure: the pull waits for the connection and goes on.
    while (!stopped) {
      try {
        if (!isSetUp) {
          await setUp();
          isSetUp = true;
        }
        pull = startEventPull({
          nc,
          stream,
          durable,
          expiresMs: PULL_EXPIRES_MS,
          freeSlots: () => concurrency - working,
          onEvent: take,
          onDropped: (error) => log.error({ err: error }, 'not an event; dropped'),
        });
        pull.refill();
        await Promise.race([pull.ended, stopRequested]);
      } catch (error) {
        pull?.stop();
        if (stopped) break;
        failures += 1;
        // Waiting for the stream was said once already; say it again only when it lasts.
        if (isSetUp ? failures === 1 || failures % 30 === 0 : failures % 30 === 0) {
          log.warn(
            { err: error, failures },
            isSetUp
              ? 'consumer interrupted; pulling again'
              : `still waiting for the ${producer} service's stream ${stream}`,
          );
        }
        isSetUp = false;
        await new Promise((resolve) => setTimeout(resolve, 1_000));
      }
    }
  })();

  return {
    durable,
    purpose,
    /**
     * Hands an event this consumer set aside to its handler again (an admin's retry, once the cause is fixed):
     * after any event of its key in hand, as a delivery would be. Rejects with the handler's error. The handler's
     * own record of what it handled (processed_event, a conditional update) turns a repeat into nothing.
     */
    redeliver(event: EventEnvelope): Promise<void> {
      if (!types.includes(event.type)) {
        return Promise.reject(new Error(`${durable} does not take ${event.type} events`));
      }
      const key = orderKey(event);
      const eventLog = log.child({ eventId: event.id, type: event.type, retried: true });
      // The retry continues the trace of the call that asked for it.
      const parent = extractContext({});
      const handled = (lastOfKey.get(key) ?? Promise.resolve()).then(() =>
        inSpan(`retry ${event.type}`, SpanKind.CONSUMER, parent, () => handle(event, eventLog)),
      );
      const run: Promise<void> = handled
        .catch(() => undefined)
        .finally(() => {
          inHand.delete(run);
          if (lastOfKey.get(key) === run) lastOfKey.delete(key);
        });
      inHand.add(run);
      lastOfKey.set(key, run);
      return handled;
    },
    /** Stops taking events and waits for those in hand to finish. */
    async stop(): Promise<void> {
      stopped = true;
      pull?.stop();
      stopping();
      await loop;
      await Promise.all(inHand);
    },
  };
}

export type EventConsumer = Awaited<ReturnType<typeof startConsumer>>;
