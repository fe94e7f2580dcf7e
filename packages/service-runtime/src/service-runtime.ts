import { ensureDatabase } from '@app/db/create-database';
import { applyMigrations } from '@app/db/migrate';
import type { ServedName } from '@app/proto/call-policy';
import { configFields } from '@app/platform/config';
import { z } from 'zod';
import { callTrust } from '@app/platform/call-authorization';
import {
  DEFAULT_ACK_WAIT_MS,
  DEFAULT_EVENTS_CONCURRENCY,
  type ConsumerContext,
  type EventConsumer,
} from '@app/platform/consumer';
import { createEventAdmin, type EventAdmin } from '@app/platform/event-admin';
import { createGrpcServer, type GrpcServer, type ReadinessCheck } from '@app/platform/grpc-server';
import { createLogger, type Logger } from '@app/platform/logger';
import { connectNats, DEFAULT_NATS_LIVENESS, natsReadiness, type NatsConnection } from '@app/platform/nats';
import { startOutboxRelay, type OutboxRelay, type OutboxRelayOptions } from '@app/platform/outbox';
import { pruneProcessedEvents } from '@app/platform/idempotency';
import { startPollLoop } from '@app/platform/poll-loop';
import { onShutdown, stopInOrder, type Stop } from '@app/platform/shutdown';
import { databaseReadiness, type TransactionalDb } from '@app/platform/sql';
import { startTelemetry } from '@app/platform/telemetry';

/** The variables every backend service reads, with its own default gRPC port. */

/** Claims of handled events are pruned this often (a batch of old ones is quick; none is quicker). */
const PRUNE_INTERVAL_MS = 3_600_000;
export function serviceEnv(defaultGrpcPort: number) {
  return {
    GRPC_HOST: z.string().default('0.0.0.0'),
    GRPC_PORT: configFields.port(defaultGrpcPort),
    DATABASE_URL: configFields.url(),
    /** One NATS server, or every server of the cluster, comma-separated: the client moves to another when one goes. */
    NATS_URL: configFields.natsServers().default(['nats://127.0.0.1:4222']),
    /** How often the client pings its server; with NATS_MAX_PINGS_OUT, how soon a lost server is noticed. */
    NATS_PING_INTERVAL_MS: z.coerce
      .number()
      .int()
      .min(500)
      .max(120_000)
      .default(DEFAULT_NATS_LIVENESS.pingIntervalMs),
    NATS_MAX_PINGS_OUT: z.coerce.number().int().min(1).max(10).default(DEFAULT_NATS_LIVENESS.maxPingOut),
    /** How long one attempt to reach one NATS server may take before the next is tried. */
    NATS_CONNECT_TIMEOUT_MS: z.coerce
      .number()
      .int()
      .min(500)
      .max(60_000)
      .default(DEFAULT_NATS_LIVENESS.connectTimeoutMs),
    /**
     * Copies of every stream the product creates (and of their durables): 3 on a three-server cluster, so a
     * server's loss loses no acknowledged event; 1 on a single server. A stream with fewer is raised at start.
     */
    EVENTS_REPLICAS: z.coerce.number().int().min(1).max(5).default(1),
    /** The service's own NATS identity (deploy/nats): it may publish and consume only its rows of the event tables. */
    NATS_NKEY_SEED: configFields.natsNkeySeed(),
    /** Signs the service's gRPC calls; every peer checks them against SERVICE_PUBLIC_KEYS. */
    SERVICE_SIGNING_KEY: configFields.serviceSigningKey(),
    SERVICE_PUBLIC_KEYS: configFields.servicePublicKeys(),
    EVENTS_PREFIX: configFields.eventsPrefix(),
    /**
     * How long an event handed to one of the service's consumers that then died waits before JetStream hands it
     * out again (a live handler keeps extending it).
     */
    EVENTS_ACK_WAIT_MS: z.coerce.number().int().min(100).max(600_000).default(DEFAULT_ACK_WAIT_MS),
    /** How many events each of the service's consumers works on at once (those of one message in turn). */
    EVENTS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(DEFAULT_EVENTS_CONCURRENCY),
    LOG_LEVEL: configFields.logLevel(),
    /** Apply pending migrations at start; turn off where a Kubernetes Job runs them instead. */
    MIGRATE_ON_START: z.stringbool().default(true),
  };
}

export type BaseServiceConfig = z.infer<z.ZodObject<ReturnType<typeof serviceEnv>>>;

export type ServiceRuntime = {
  logger: Logger;
  nc: NatsConnection;
  server: GrpcServer;
  relay: OutboxRelay | undefined;
  /**
   * What the service's consumers start with: its connection, database (for what they set aside), prefix, logger,
   * EVENTS_ACK_WAIT_MS and EVENTS_CONCURRENCY.
   */
  events: ConsumerContext;
  /** Its dead letters and its outbox's re-drive, for its ListDeadLetters, RetryDeadLetter and RedriveOutbox. */
  eventAdmin: EventAdmin;
};

/** The service's Prisma client, with `sql` (the same connections, plain SQL) for the outbox and claims. */
export type ServiceDb = TransactionalDb & { sql: TransactionalDb; $disconnect(): Promise<void> };

/**
 * One service wired: what is its own (gRPC handlers, consumers, loops, clients of its peers) over the runtime every
 * service shares. Each service exports the function that builds its own from its config (`src/<name>-service.ts`);
 * its main.ts runs that, and tests start the same thing in-process.
 */
export type ServiceComposition<C extends BaseServiceConfig, D extends ServiceDb> = {
  name: ServedName;
  config: C;
  /** The service's `prisma/` folder: its committed migrations are applied at start (MIGRATE_ON_START). */
  prismaDir: string;
  /** Connects the service's database once its migrations are applied. */
  connectDatabase: () => D;
  /** Set when the service publishes events: its outbox is relayed to its own stream. */
  producer?: OutboxRelayOptions['producer'];
  /** Events its relay also journals outside the database, to apply again after a restore (docs/backups.md). */
  journal?: OutboxRelayOptions['journal'];
  /** Its schema has `processed_event` (its consumers claim events there): claims past retention are pruned hourly. */
  claimsEvents?: boolean;
  /** Adds gRPC services and starts consumers; runs before the server listens. */
  setup: (runtime: ServiceRuntime, db: D) => Promise<{ consumers?: EventConsumer[] } | void>;
  readinessChecks?: ReadinessCheck[];
  onStop?: () => Promise<void>;
};

/** A started service: its runtime, the port it listens on, and `stop` for whoever started it. */
export type RunningService = ServiceRuntime & { port: number; stop: Stop };

/**
 * The runtime every backend service (one with a database) shares: telemetry, logger, database, NATS, outbox relay,
 * gRPC server with health, and an orderly `stop` (stop taking calls, drain consumers, stop the relay, close NATS
 * and the database). No signal handlers: `runService` adds them for an entry point.
 */
export async function startService<C extends BaseServiceConfig, D extends ServiceDb>(
  options: ServiceComposition<C, D>,
): Promise<RunningService> {
  const { name, config } = options;
  const stopTelemetry = await startTelemetry(name);
  const logger = createLogger({ service: name, level: config.LOG_LEVEL });
  if (config.MIGRATE_ON_START) {
    await ensureDatabase(config.DATABASE_URL);
    await applyMigrations({
      prismaDir: options.prismaDir,
      databaseUrl: config.DATABASE_URL,
      log: (line) => logger.info(line),
    });
  }
  const db = options.connectDatabase();
  const nc = await connectNats(config.NATS_URL, name, logger, config.NATS_NKEY_SEED, {
    pingIntervalMs: config.NATS_PING_INTERVAL_MS,
    maxPingOut: config.NATS_MAX_PINGS_OUT,
    connectTimeoutMs: config.NATS_CONNECT_TIMEOUT_MS,
  });
  const relay = options.producer
    ? startOutboxRelay({
        db: db.sql,
        nc,
        prefix: config.EVENTS_PREFIX,
        producer: options.producer,
        logger,
        replicas: config.EVENTS_REPLICAS,
        ...(options.journal ? { journal: options.journal } : {}),
      })
    : undefined;
  const pruning = options.claimsEvents
    ? startPollLoop({
        intervalMs: PRUNE_INTERVAL_MS,
        step: async () => {
          const pruned = await pruneProcessedEvents(db.sql, new Date());
          if (pruned > 0) logger.info({ pruned }, 'claims of handled events past their retention deleted');
          return false;
        },
        onError(error, failures) {
          if (failures === 1 || failures % 20 === 0)
            logger.warn({ err: error, failures }, 'pruning handled events failed');
        },
      })
    : undefined;
  const server = createGrpcServer({
    logger,
    trust: callTrust(name, config.SERVICE_PUBLIC_KEYS),
    readinessChecks: [
      { name: 'database', check: () => databaseReadiness(db.sql) },
      { name: 'nats', check: () => natsReadiness(nc) },
      ...(options.readinessChecks ?? []),
    ],
  });
  const events = {
    nc,
    db: db.sql,
    prefix: config.EVENTS_PREFIX,
    logger,
    ackWaitMs: config.EVENTS_ACK_WAIT_MS,
    concurrency: config.EVENTS_CONCURRENCY,
    replicas: config.EVENTS_REPLICAS,
  };
  // Known once setup has started them, before the server takes the first call.
  let consumers: EventConsumer[] = [];
  const eventAdmin = createEventAdmin({
    db: db.sql,
    consumers: () => consumers,
    eventsRedriven: () => relay?.kick(),
  });
  const runtime: ServiceRuntime = { logger, nc, server, relay, events, eventAdmin };
  consumers = ((await options.setup(runtime, db)) ?? {}).consumers ?? [];
  const port = await server.start(config.GRPC_PORT, config.GRPC_HOST);
  logger.info({ port }, `${name} listening`);

  const stop = stopInOrder(logger, [
    { name: 'grpc', run: () => server.stop() },
    { name: 'consumers', run: () => Promise.all(consumers.map((c) => c.stop())).then(() => undefined) },
    { name: 'outbox relay', run: () => relay?.stop() },
    { name: 'pruning', run: () => pruning?.stop() },
    { name: 'service', run: () => options.onStop?.() },
    { name: 'nats', run: () => nc.drain() },
    { name: 'database', run: () => db.$disconnect() },
    { name: 'telemetry', run: () => stopTelemetry() },
  ]);
  return { ...runtime, port, stop };
}

/** A service's entry point: starts it, and stops it in order on SIGTERM/SIGINT. */
export async function runService<C extends BaseServiceConfig, D extends ServiceDb>(
  options: ServiceComposition<C, D>,
): Promise<void> {
  const running = await startService(options);
  onShutdown(running.logger, running.stop);
}
