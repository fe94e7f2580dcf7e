import { randomUUID } from 'node:crypto';
import { jetstream, type JetStreamClient } from '@nats-io/jetstream';
import { headers as natsHeaders } from '@nats-io/transport-node';
import { eventCatalogue, type EventInput, type EventType, type Producer } from '@app/proto/events';
import { earliestRedrive, REDRIVE_WINDOW_DAYS, redriveAllowed } from '@app/proto/rules/redrive';
import type { Logger } from 'pino';
import type { FactJournal } from './fact-journal.ts';
import { startPollLoop } from './poll-loop.ts';
import { ensureStream, jetstreamManager, subjectFor, type NatsConnection } from './nats.ts';
import type { SqlExecutor } from './sql.ts';
import { injectContext, type Carrier } from './trace-context.ts';

/**
 * Transactional outbox. `writeEvent` stores the event in the same transaction as the state change it
 * describes; the relay publishes committed rows to JetStream with `Nats-Msg-Id` = event id, so a crash
 * never loses an event (the row stays until published) nor invents one (a rolled-back change has no row),
 * and a re-publish after a crash is dropped by the stream's duplicate window. Every service that publishes
 * has the `outbox_event` table in its schema.
 */
export async function writeEvent<T extends EventType>(
  tx: SqlExecutor,
  type: T,
  payload: EventInput<T>,
): Promise<string> {
  const event = prepareEvent(type, payload);
  await tx.$executeRaw`
    INSERT INTO outbox_event (id, type, version, payload, headers, created_at)
    VALUES (${event.id}::uuid, ${event.type}, ${event.version}, ${event.payload}::jsonb, ${event.headers}::jsonb,
            clock_timestamp())`;
  return event.id;
}

/**
 * Events about different keys (each message's own, say), written in one statement instead of one each: a
 * dispatch of a hundred due deliveries is one insert. Each row's instant is its own, in the order given, but
 * rows written within one microsecond tie and go out in the order of their ids: never two events of one key.
 */
export async function writeEvents(tx: SqlExecutor, events: readonly PreparedEvent[]): Promise<void> {
  if (events.length === 0) return;
  const column = <K extends keyof PreparedEvent>(key: K) => events.map((event) => event[key]);
  await tx.$executeRaw`
    INSERT INTO outbox_event (id, type, version, payload, headers, created_at)
    SELECT id, type, version, payload, headers, clock_timestamp()
      FROM unnest(${column('id')}::uuid[], ${column('type')}::text[], ${column('version')}::integer[],
                  ${column('payload')}::jsonb[], ${column('headers')}::jsonb[]) AS e(id, type, version, payload, headers)`;
}

/** An outbox row's values, checked against the catalogue, for a statement that writes it with its change. */
export type PreparedEvent = {
  id: string;
  type: EventType;
  version: number;
  payload: string;
  headers: string;
};

/**
 * The row `writeEvent` inserts, for a repository that writes it in the same statement as the change it
 * describes (`WITH changed AS (UPDATE … RETURNING …) INSERT INTO outbox_event … SELECT … FROM changed`): one
 * round trip instead of a transaction's four, and the event exists exactly when the change happened.
 */
export function prepareEvent<T extends EventType>(type: T, payload: EventInput<T>): PreparedEvent {
  const entry = eventCatalogue[type];
  return {
    id: randomUUID(),
    type,
    version: entry.version,
    payload: JSON.stringify(entry.payload.parse(payload)),
    // The trace of the change travels with its event (NATS headers), so consumers continue the same trace.
    headers: JSON.stringify(injectContext()),
  };
}

/**
 * A tag for one statement that changes state and writes its event only if it changed something:
 * `changeWithEvent(db, prepareEvent(…))\`UPDATE … WHERE … RETURNING 1\`` answers 1 when the row changed (and its
 * event is in the outbox), 0 when it did not (and no event is). The change becomes a `WITH changed AS (…)`
 * feeding `INSERT INTO outbox_event … SELECT … FROM changed`. With no event, the change runs as it is.
 */
export function changeWithEvent(db: SqlExecutor, event: PreparedEvent | null) {
  return (change: TemplateStringsArray, ...values: unknown[]): PromiseLike<number> => {
    if (!event) return db.$executeRaw(change, ...values);
    return db.$executeRaw(withOutboxInsert(change, 'WITH changed AS ('), ...values, ...outboxValues(event));
  };
}

/**
 * `changeWithEvent` for a change of several parts (PostgreSQL allows data-modifying CTEs only at the top of a
 * statement): the caller writes `WITH a AS (…), changed AS (… RETURNING …)`, every part runs, and the event is
 * written from `changed` alone. Answers the rows `changed` returned, with or without an event.
 */
export function changesWithEvent(db: SqlExecutor, event: PreparedEvent | null) {
  return (ctes: TemplateStringsArray, ...values: unknown[]): PromiseLike<number> => {
    if (!event) return db.$executeRaw(withSuffix(ctes, ' SELECT 1 FROM changed'), ...values);
    return db.$executeRaw(withOutboxInsert(ctes, ''), ...values, ...outboxValues(event));
  };
}

const outboxValues = (event: PreparedEvent) => [
  event.id,
  event.type,
  event.version,
  event.payload,
  event.headers,
];

// The statements built from a call site's template, kept with it: one text per site, so each is prepared once
// (sql-over-pool's `toStatement` knows a statement by its template object).
const built = new WeakMap<TemplateStringsArray, Map<string, TemplateStringsArray>>();

function rebuilt(
  template: TemplateStringsArray,
  key: string,
  build: (strings: string[]) => void,
): TemplateStringsArray {
  let forTemplate = built.get(template);
  if (!forTemplate) built.set(template, (forTemplate = new Map()));
  let statement = forTemplate.get(key);
  if (!statement) {
    const strings = [...template];
    build(strings);
    statement = Object.assign(strings, { raw: strings }) as unknown as TemplateStringsArray;
    forTemplate.set(key, statement);
  }
  return statement;
}

function withSuffix(template: TemplateStringsArray, suffix: string): TemplateStringsArray {
  return rebuilt(template, suffix, (strings) => {
    strings[strings.length - 1] += suffix;
  });
}

/** The template, opened by `prefix` (closed by a parenthesis then), followed by the outbox row's insert. */
function withOutboxInsert(template: TemplateStringsArray, prefix: string): TemplateStringsArray {
  return rebuilt(template, `outbox:${prefix}`, (strings) => {
    strings[0] = `${prefix}${strings[0]}`;
    strings[strings.length - 1] +=
      `${prefix ? ')' : ''} INSERT INTO outbox_event (id, type, version, payload, headers, created_at) SELECT `;
    strings.push('::uuid, ', ', ', ', ', '::jsonb, ', '::jsonb, clock_timestamp() FROM changed');
  });
}

type OutboxRow = {
  id: string;
  type: string;
  version: number;
  payload: unknown;
  headers: Carrier;
  created_at: Date;
};

export type OutboxRelayOptions = {
  db: SqlExecutor;
  nc: NatsConnection;
  prefix: string;
  producer: Producer;
  logger: Logger;
  pollIntervalMs?: number;
  batchSize?: number;
  /** How often published rows past OUTBOX_RETENTION_DAYS are deleted. */
  pruneIntervalMs?: number;
  /** The stream's copies (EVENTS_REPLICAS): it is created with them, or raised to them. */
  replicas?: number;
  /**
   * How often the relay makes sure its stream exists even when it has nothing to publish: consumers of a stream
   * that vanished (a wiped store, a deleted stream) wait for it, and a producer that seldom writes would otherwise
   * make it again only at its next event.
   */
  streamCheckIntervalMs?: number;
  /**
   * How long the relay waits for one answer of JetStream's (a batch's acknowledgements, its stream's check)
   * before it gives its rows back and tries again. Shorter than nats.js's 5 s: a request in flight when its
   * stream's leader dies is never answered, and only a retry that reaches the newly elected leader ends the
   * outage. Retrying early is harmless (the stream's duplicate window drops a copy).
   */
  answerTimeoutMs?: number;
  /**
   * Events a restore of the database must not undo (the people's irreversible choices: a deletion, a closed
   * account): each of these types is also written to the journal, on other storage, as it is published, so the
   * service can apply it again after a restore to an earlier point (docs/backups.md).
   */
  journal?: { types: ReadonlySet<string>; facts: FactJournal };
};

/**
 * Published rows are kept a little longer than the stream keeps their events (30 days): long enough to see
 * what a service sent, not for ever (a million monthly check-ins write several million rows a year).
 */
export const OUTBOX_RETENTION_DAYS = 35;
const PRUNE_BATCH = 1_000;
/** How long a relay holds the rows it claimed: far longer than a batch of publishes takes. */
const LEASE_SECONDS = 30;

/**
 * Deletes published rows older than `retentionDays` before `now`, a batch at a time (short transactions, no
 * long lock on a busy table). Rows not yet published are never touched, however old. Answers how many went.
 */
export async function pruneOutbox(
  db: SqlExecutor,
  now: Date,
  retentionDays = OUTBOX_RETENTION_DAYS,
): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  let pruned = 0;
  for (;;) {
    const deleted = await db.$executeRaw`
      DELETE FROM outbox_event WHERE id IN (
        SELECT id FROM outbox_event WHERE published_at IS NOT NULL AND published_at < ${before}
        LIMIT ${PRUNE_BATCH})`;
    pruned += deleted;
    if (deleted < PRUNE_BATCH) return pruned;
  }
}

export class RedriveRefused extends Error {}

/** Throws RedriveRefused for an instant a re-drive may not reach back to (proto/src/rules/redrive.ts). */
export function checkRedriveSince(since: Date, now: Date): void {
  if (!redriveAllowed(since, now))
    throw new RedriveRefused(
      `a re-drive reaches back ${REDRIVE_WINDOW_DAYS} days at most (from ${earliestRedrive(now).toISOString()})`,
    );
}

/**
 * Hands every event published since `since` to the relay again (a JetStream store lost or restored, a stream
 * that lost acknowledged events): PostgreSQL is the truth, the stream a log derived from it. Each goes out under
 * its own id, so the stream's duplicate window drops recent copies and each consumer's claim (processed_event,
 * or its conditional update) drops the rest: a re-drive doubles nothing. Refused before the window rows and claims
 * are kept for, where a consumer could no longer tell an old event from a new one. Answers how many rows.
 */
export async function redriveOutbox(db: SqlExecutor, since: Date, now: Date): Promise<number> {
  checkRedriveSince(since, now);
  return db.$executeRaw`
    UPDATE outbox_event SET published_at = NULL, lease_until = NULL
    WHERE published_at IS NOT NULL AND (published_at >= ${since} OR created_at >= ${since})`;
}

export function startOutboxRelay({
  db,
  nc,
  prefix,
  producer,
  logger,
  pollIntervalMs = 500,
  batchSize = 100,
  pruneIntervalMs = 3_600_000,
  replicas = 1,
  streamCheckIntervalMs = 15_000,
  answerTimeoutMs = 2_000,
  journal,
}: OutboxRelayOptions) {
  const js: JetStreamClient = jetstream(nc, { timeout: answerTimeoutMs });
  let streamReady = false;
  // Rows this relay published and has not marked yet: the next claim marks them when it follows at once.
  let unmarked: string[] = [];
  // Events were written since the last claim: another round follows this one.
  let kicked = false;

  const markPublished = (ids: string[]) =>
    db.$executeRaw`
      UPDATE outbox_event SET published_at = now(), lease_until = NULL WHERE id = ANY(${ids}::uuid[])`;

  // No account check first (`checkAPI`): it is one more request to time out while a leader is elected.
  const makeStream = async () =>
    ensureStream(
      await jetstreamManager(nc, { timeout: answerTimeoutMs, checkAPI: false }),
      prefix,
      producer,
      replicas,
    );

  async function relayOnce(): Promise<number> {
    if (!streamReady) {
      await makeStream();
      streamReady = true;
    }
    kicked = false;
    // Claimed with a lease, in one statement: several replicas relay side by side without sending the same row
    // twice at once, and no transaction stays open while NATS answers. A relay that dies holding rows leaves
    // them to the next once the lease is over; what it had published meanwhile is dropped by the stream's
    // duplicate window.
    // In the order they were written: `created_at` is each row's own instant (clock_timestamp(), so the events
    // of one transaction keep their order too), compared in PostgreSQL to the microsecond; a JavaScript Date
    // keeps milliseconds, and two events of one key written within one of them were published either way.
    // `claim_outbox_events` (each service's migrations "outbox_claim_in_order", "outbox_claim_marks_published")
    // first marks the rows the last round published, then reads an index of the unpublished rows alone, so a
    // claim costs the same however many rows a wave has published before it.
    const rows = await db.$queryRaw<OutboxRow[]>`
      SELECT id::text AS id, type, version, payload, headers, created_at
        FROM claim_outbox_events(${batchSize}::integer, ${`${LEASE_SECONDS} seconds`}::interval,
                                 ${unmarked}::uuid[])
       ORDER BY created_at, id`;
    unmarked = [];
    if (rows.length === 0) return 0;
    const ids = rows.map((row) => row.id);
    try {
      // All at once: one connection keeps their order into the stream, and the batch waits for one round trip
      // of acknowledgements rather than one per event.
      await Promise.all(
        rows.map((row) => {
          const envelope = {
            id: row.id,
            type: row.type,
            version: row.version,
            time: row.created_at.toISOString(),
            payload: row.payload,
          };
          const headers = natsHeaders();
          for (const [key, value] of Object.entries(row.headers ?? {})) headers.set(key, value);
          return js.publish(subjectFor(prefix, row.type), JSON.stringify(envelope), {
            msgID: row.id,
            headers,
          });
        }),
      );
    } catch (error) {
      // NATS is away: the rows are free again at once, for the next attempt (this relay's or another's); if even
      // that fails, their lease runs out.
      await db.$executeRaw`UPDATE outbox_event SET lease_until = NULL WHERE id = ANY(${ids}::uuid[])`.then(
        () => undefined,
        () => undefined,
      );
      // The stream may be what is gone (deleted, a wiped store): the next round makes it again before publishing.
      streamReady = false;
      throw error;
    }
    if (journal) await journalChoices(journal, rows, logger);
    // Another round follows at once (a full batch, or a kick meanwhile): its claim marks these. Until then, or if
    // this process dies first, their lease keeps them from other relays, as while they were being published.
    if (rows.length === batchSize || kicked) unmarked = ids;
    else await markPublished(ids);
    return rows.length;
  }

  const loop = startPollLoop({
    intervalMs: pollIntervalMs,
    step: async () => (await relayOnce()) === batchSize,
    onError(error, failures) {
      // NATS or the database is away: rows stay in the outbox and are retried; log sparingly.
      if (failures === 1 || failures % 20 === 0) logger.warn({ err: error, failures }, 'outbox relay failed');
    },
  });

  const pruning = startPollLoop({
    intervalMs: pruneIntervalMs,
    step: async () => {
      const pruned = await pruneOutbox(db, new Date());
      if (pruned > 0) logger.info({ pruned }, 'published outbox rows past their retention deleted');
      return false;
    },
    onError(error, failures) {
      if (failures === 1 || failures % 20 === 0)
        logger.warn({ err: error, failures }, 'outbox pruning failed');
    },
  });

  const streamWatch = startPollLoop({
    intervalMs: streamCheckIntervalMs,
    step: async () => {
      await makeStream();
      streamReady = true;
      return false;
    },
    onError(error, failures) {
      if (failures === 1 || failures % 20 === 0)
        logger.warn({ err: error, failures }, 'outbox stream check failed');
    },
  });

  return {
    /** Relays now instead of at the next poll; call after committing a transaction that wrote events. */
    kick() {
      kicked = true;
      loop.kick();
    },
    async stop() {
      await Promise.all([loop.stop(), pruning.stop(), streamWatch.stop()]);
      // Stopped between a round and the one that was to mark its rows: marked now (if this fails, the lease
      // runs out and another relay publishes them again, which the stream's duplicate window drops).
      if (unmarked.length > 0) {
        await markPublished(unmarked).then(
          () => undefined,
          () => undefined,
        );
      }
    },
  };
}

export type OutboxRelay = ReturnType<typeof startOutboxRelay>;

/**
 * Journals the published rows of the journal's types, `<type>+<event id>` with the payload as its body: a second
 * publish of a row (a lease run out, a re-drive) writes the same entry again. A journal that cannot be written is
 * said loudly and does not hold the events back: deliveries must not stop while a share is away.
 */
async function journalChoices(
  journal: NonNullable<OutboxRelayOptions['journal']>,
  rows: readonly OutboxRow[],
  logger: Logger,
): Promise<void> {
  for (const row of rows) {
    if (!journal.types.has(row.type)) continue;
    await journal.facts
      .write(row.created_at, `${row.type}+${row.id}`, JSON.stringify(row.payload))
      .catch((error: unknown) =>
        logger.error({ err: error, type: row.type, eventId: row.id }, 'a choice not journaled'),
      );
  }
}
