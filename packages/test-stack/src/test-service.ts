// One real service started in-process for a test, the way its main.ts starts it (its own composition), over a
// fresh copy of its migrated database, on the machine's NATS under the test's stream prefix, with the test keys.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMigratedTestDatabase } from '@app/db/test-database';
import { connectNats, deadLetterStreamName, jetstreamManager, streamName } from '@app/platform/nats';
import { createLogger } from '@app/platform/logger';
import { testProductKeys } from '@app/platform/test-support/test-keys';
import { testNatsUrl } from '@app/platform/test-support/test-infrastructure';
import type { Stop } from '@app/platform/shutdown';
import type { Producer } from '@app/proto/events';
import type { ServedName } from '@app/proto/call-policy';
import {
  startService,
  type BaseServiceConfig,
  type RunningService,
  type ServiceComposition,
  type ServiceDb,
} from '@app/service-runtime/service-runtime';
import { freePort } from '../../../deploy/local/free-port.ts';

export { freePort };

const servicesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'services');

/** A unique stream prefix: a test's events never meet another file's or another run's. */
export function testEventsPrefix(label: string): string {
  return `t_${label.toLowerCase().replace(/[^a-z0-9_]/g, '_')}_${randomBytes(4).toString('hex')}`;
}

export type TestServiceOptions<C> = {
  /** Names the database (a random suffix is added). */
  label: string;
  /** The stream prefix the services of one test share. */
  eventsPrefix: string;
  /** The service's config schema, as its composition file exports it. */
  schema: { parse(input: unknown): C };
  /** A port chosen before the start, when peers must know it first; any free one otherwise. */
  port?: number;
  /** The service's own variables (peers' addresses, secrets, limits) over the test defaults. */
  env?: Record<string, string>;
};

export type TestService = Omit<RunningService, 'stop'> & {
  address: string;
  databaseUrl: string;
  /** Stops the service, then drops its database. */
  stop: () => Promise<void>;
};

export async function startTestService<C extends BaseServiceConfig, D extends ServiceDb>(
  name: ServedName,
  compose: (config: C) => ServiceComposition<C, D>,
  options: TestServiceOptions<C>,
): Promise<TestService> {
  const database = await createMigratedTestDatabase(
    path.join(servicesDir, name, 'prisma'),
    `${options.label}_${name}`,
  );
  const keys = testProductKeys();
  const config = options.schema.parse({
    GRPC_HOST: '127.0.0.1',
    GRPC_PORT: String(options.port ?? 0),
    DATABASE_URL: database.url,
    NATS_URL: testNatsUrl,
    SERVICE_SIGNING_KEY: keys.signingKeys[name],
    SERVICE_PUBLIC_KEYS: keys.publicKeys,
    EVENTS_PREFIX: options.eventsPrefix,
    // A copy of the migrated template already.
    MIGRATE_ON_START: 'false',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  let running: RunningService;
  try {
    running = await startService(compose(config));
  } catch (error) {
    await database.drop();
    throw error;
  }
  return {
    ...running,
    address: `127.0.0.1:${running.port}`,
    databaseUrl: database.url,
    async stop() {
      await stopWithin(running.stop, STOP_BOUND_MS, name);
      await database.drop();
    },
  };
}

// The bound a deployed service gets (onShutdown's 10 s): one whose stop sticks on a peer already gone says so
// and is dropped with its database, rather than holding a suite's teardown past its timeout.
const STOP_BOUND_MS = 10_000;

async function stopWithin(stop: Stop, boundMs: number, name: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    stop().then(() => 'stopped' as const),
    new Promise<'stuck'>((resolve) => (timer = setTimeout(() => resolve('stuck'), boundMs))),
  ]);
  clearTimeout(timer);
  if (outcome === 'stuck') {
    const logger = createLogger({ service: 'test', level: 'warn' });
    logger.warn(
      { service: name, boundMs, step: stop.stepInProgress() },
      'test service did not stop in time; dropped anyway',
    );
  }
}

/** Deletes the streams a test's producers wrote under its prefix, and its dead letters. */
export async function deleteTestStreams(prefix: string, producers: Producer[]): Promise<void> {
  const nc = await connectNats(testNatsUrl, 'test', createLogger({ service: 'test', level: 'silent' }));
  try {
    const jsm = await jetstreamManager(nc);
    for (const stream of [...producers.map((p) => streamName(prefix, p)), deadLetterStreamName(prefix)]) {
      await jsm.streams.delete(stream).catch(() => undefined);
    }
  } finally {
    await nc.close();
  }
}
