import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { dropDatabase, ensureDatabase } from '@app/db/create-database';
import { applyMigrations } from '@app/db/migrate';
import { startConsumer } from '@app/platform/consumer';
import { createLogger } from '@app/platform/logger';
import { connectNats, jetstreamManager, streamName, type NatsConnection } from '@app/platform/nats';
import { startOutboxRelay, writeEvent } from '@app/platform/outbox';
import { repoRoot } from '../deploy/local/stack.ts';
import { connectAuthDb } from '../services/auth/src/db/client.ts';
import { summariseLatencies, type LatencySummary } from './latency-summary.ts';

export type OutboxFigures = {
  /** Events from commit to consumer, per second, when written as fast as the database takes them. */
  eventsPerSecond: number;
  burst: number;
  /** Events a second while `latency` is measured. */
  rate: number;
  /** From each event's commit to its consumer's handler, in ms. */
  latency: LatencySummary;
  /** Events written that no consumer received within a minute (should be 0). */
  lost: number;
};

/** Polls until `done` (after `probe`, when given) or the time is up. */
async function waitFor(done: () => boolean, timeoutMs: number, probe?: () => Promise<void>): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    await probe?.();
    if (done() || performance.now() > deadline) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Events through the platform's own path, as a service sends them: a transaction that writes the event
 * (`writeEvent`, auth's schema and Prisma client), the relay kicked after the commit (as every use case does),
 * JetStream, and a durable consumer (`startConsumer`) whose handler only notes the arrival, so what is timed
 * is the platform's transport, not a handler's work. Uses its own database (dropped after) and NATS prefix.
 */
export async function measureOutboxDelivery(settings: {
  databaseUrl: string;
  natsUrl: string;
  natsSeed: string;
  prefix: string;
  burst: number;
  rate: number;
  durationMs: number;
}): Promise<OutboxFigures> {
  const { prefix } = settings;
  const logger = createLogger({ service: 'bench-outbox', level: 'warn' });
  const db = connectAuthDb(settings.databaseUrl);
  let connection: NatsConnection | undefined;
  try {
    await ensureDatabase(settings.databaseUrl);
    await applyMigrations({
      prismaDir: path.join(repoRoot, 'services', 'auth', 'prisma'),
      databaseUrl: settings.databaseUrl,
    });
    const nc = await connectNats(settings.natsUrl, 'bench', logger, settings.natsSeed);
    connection = nc;
    const relay = startOutboxRelay({ db: db.sql, nc, prefix, producer: 'auth', logger });
    // The producer's relay creates its stream; a consumer started before it would wait a second to retry.
    const jsm = await jetstreamManager(nc);
    const stream = streamName(prefix, 'auth');
    let streamMade = false;
    await waitFor(
      () => streamMade,
      10_000,
      async () => {
        streamMade = await jsm.streams.info(stream).then(
          () => true,
          () => false,
        );
      },
    );
    if (!streamMade) throw new Error('the outbox relay made no stream within 10 s');
    const committed = new Map<string, number>();
    const received = new Map<string, number>();
    const consumer = await startConsumer({
      nc,
      prefix,
      service: 'bench',
      purpose: 'receipts',
      producer: 'auth',
      types: ['auth.user.verified'],
      logger,
      handle: async (event) => {
        received.set(event.id, performance.now());
      },
    });
    const emit = async (): Promise<string> => {
      const id = await db.$transaction((tx) =>
        writeEvent(tx, 'auth.user.verified', { userId: randomUUID() }),
      );
      committed.set(id, performance.now());
      relay.kick();
      return id;
    };
    const allReceived = () => received.size >= committed.size;
    try {
      for (let i = 0; i < 50; i++) await emit();
      await waitFor(allReceived, 60_000);

      // Saturation: eight writers at once until the burst is written, timed until the last one arrives.
      const before = committed.size;
      const start = performance.now();
      let written = 0;
      await Promise.all(
        Array.from({ length: 8 }, async () => {
          while (written++ < settings.burst) await emit();
        }),
      );
      await waitFor(allReceived, 60_000);
      const lastArrival = Math.max(...received.values());
      const eventsPerSecond = ((committed.size - before) * 1000) / (lastArrival - start);

      // At a fixed rate, meant to be below saturation: each event's way from its commit to its consumer.
      const total = Math.round((settings.rate * settings.durationMs) / 1000);
      const rateStart = performance.now();
      const writes: Promise<string>[] = [];
      for (let i = 0; i < total; i++) {
        const wait = rateStart + (i * 1000) / settings.rate - performance.now();
        if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
        writes.push(emit());
      }
      const timed = await Promise.all(writes);
      await waitFor(allReceived, 60_000);
      const latencies = timed
        .filter((id) => received.has(id))
        .map((id) => Math.max(0, received.get(id)! - committed.get(id)!));
      return {
        eventsPerSecond,
        burst: settings.burst,
        rate: settings.rate,
        latency: summariseLatencies(latencies),
        lost: [...committed.keys()].filter((id) => !received.has(id)).length,
      };
    } finally {
      await consumer.stop();
      await relay.stop();
    }
  } finally {
    await connection?.drain().catch(() => undefined);
    await db.$disconnect();
    await dropDatabase(settings.databaseUrl);
  }
}
