import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dropDatabase } from '@app/db/create-database';
import { withDatabase } from '@app/db/database-url';
import { dropServiceRole, provisionServiceDatabase } from '@app/db/service-role';
import { createMigratedDatabase } from '@app/db/test-database';
import { Redis } from 'ioredis';
import pg from 'pg';
import { natsServices, type NatsService } from '../nats/event-routes.ts';
import type { NatsUser } from '../nats/nats-server-config.ts';
import { productUsers, startNatsServer, type RunningNatsServer } from '../nats/nats-server.ts';
import { freePort } from './free-port.ts';
import { loadOrCreateSecrets, natsSeedName } from './local-secrets.ts';
import {
  backendServices,
  databaseUrl,
  repoRoot,
  serviceDatabaseUrl,
  startStack,
  type BackendService,
  type Stack,
  type StackOptions,
} from './stack.ts';

export type IsolatedStack = {
  /** The run's folder (secrets, NATS store, media), removed by `teardown`. */
  runDir: string;
  /** Starts NATS, prepares the databases and starts every process; fails if torn down meanwhile. */
  start: () => Promise<{ stack: Stack; options: StackOptions }>;
  /**
   * Stops every process, drops every database named with the run's prefix (the services' and any the caller
   * made with `databaseUrl(options, name)`), deletes the run's Redis keys and its folder. Works at any moment,
   * during `start` too (a Ctrl-C while the services come up), and may be called more than once.
   */
  teardown: () => Promise<void>;
  /** Stops the run's nats-server as a crash would (its streams stay on disk), for the soak's faults. */
  stopNats: () => Promise<void>;
  /** Starts it again on the same port with the same store; resolves once it accepts connections. */
  startNats: () => Promise<void>;
  /** The run's nats-server process, while it runs. */
  natsPid: () => number | undefined;
  /** Stops every process of the product, leaving the databases, NATS and the run's folder as they are. */
  stopProduct: () => Promise<void>;
  /** Starts every process again with the options of `start` (the databases must be there: a restored cluster's). */
  startProduct: () => Promise<Stack>;
  /** Stops the nats-server, deletes its store (every stream and durable) and starts it empty, as a lost disk would. */
  wipeNats: () => Promise<void>;
};

/**
 * The whole product started by the runner `npm start` uses (`startStack`), beside whatever else runs on the
 * machine: free ports, its own secrets and nats-server (each service signing in with its own identity), and
 * database names (copies of the migrated templates the tests use), NATS prefix and Redis prefix of its own run.
 * The bench and the browser tests' shared stack (web/e2e/global-setup.ts) both start the product this way. `env` reaches every process (e.g. raised limits);
 * `natsUsers` are extra NATS identities (an operator's view, a benchmark's publisher).
 */
export function isolatedStack(settings: {
  label: string;
  /** The servers it uses: POSTGRES_URL and REDIS_URL, or the local defaults, unless given. */
  postgresUrl?: string;
  redisUrl?: string;
  env?: Record<string, string>;
  nodeFlags?: string[];
  assistant?: StackOptions['assistant'];
  webDistDir?: string;
  natsUsers?: NatsUser[];
  /** An SMTP server of the caller's, which gets the product's mail instead of a mail catcher. */
  smtpSinkPort?: number;
  readyTimeoutMs?: number;
  restart?: boolean;
  replicas?: StackOptions['replicas'];
  log: StackOptions['log'];
}): IsolatedStack {
  const run = randomBytes(4).toString('hex');
  const runDir = path.join(repoRoot, '.local', `${settings.label}-${run}`);
  const postgresUrl =
    settings.postgresUrl ?? process.env.POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
  const redisUrl = settings.redisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const databasePrefix = `${settings.label}_${run}_`;
  const redisKeyPrefix = `${settings.label}-${run}`;
  const eventsPrefix = `${settings.label}${run}`;

  let nats: RunningNatsServer | undefined;
  let natsServerOptions: Parameters<typeof startNatsServer>[0] | undefined;
  let stack: Stack | undefined;
  let stackOptions: StackOptions | undefined;
  let tornDown = false;
  // Each step on its own: a database that cannot be dropped must not leave NATS running.
  const cleanUp = async () => {
    const steps: [string, () => Promise<unknown>][] = [
      ['processes', async () => stack?.stop()],
      ['databases', () => dropRunDatabases(postgresUrl, databasePrefix)],
      ['redis keys', () => deleteRedisKeys(redisUrl, redisKeyPrefix)],
      // The streams go with the server's store, in the run's folder.
      ['nats', async () => nats?.stop()],
      ['folder', async () => fs.rmSync(runDir, { recursive: true, force: true })],
    ];
    for (const [name, step] of steps)
      await step().catch((error: unknown) =>
        settings.log(settings.label, `teardown, ${name}: ${String(error)}`),
      );
  };
  /** After each step of `start`: what a teardown during that step missed is undone now. */
  const stillWanted = async () => {
    if (!tornDown) return;
    await cleanUp();
    throw new Error('the stack was torn down while it started');
  };

  async function start() {
    try {
      const secrets = loadOrCreateSecrets(path.join(runDir, 'secrets.env'));
      const natsSeeds = Object.fromEntries(
        natsServices.map((service) => [service, secrets[natsSeedName(service)]]),
      ) as Record<NatsService, string>;
      const grpcPorts = {} as Record<BackendService, number>;
      for (const service of Object.keys(backendServices) as BackendService[])
        grpcPorts[service] = await freePort();
      natsServerOptions = {
        dir: path.join(runDir, 'nats'),
        users: [...productUsers(eventsPrefix, natsSeeds), ...(settings.natsUsers ?? [])],
        port: await freePort(),
        // Warnings and errors only: a permissions violation is a finding.
        log: (line) => !line.includes('[INF]') && settings.log('nats', line),
      };
      nats = await startNatsServer(natsServerOptions);
      await stillWanted();
      const options: StackOptions = {
        secrets,
        postgresUrl,
        redisUrl,
        natsUrl: nats.url,
        natsSeeds,
        httpPort: await freePort(),
        grpcPorts,
        smtpPort: settings.smtpSinkPort ?? (await freePort()),
        ...(settings.smtpSinkPort ? { mailCatcher: false } : {}),
        mailApiPort: await freePort(),
        bouncePort: await freePort(),
        databasePrefix,
        mediaStorageDir: path.join(runDir, 'media'),
        eventsPrefix,
        redisKeyPrefix,
        ...(settings.env ? { env: settings.env } : {}),
        ...(settings.nodeFlags ? { nodeFlags: settings.nodeFlags } : {}),
        ...(settings.assistant ? { assistant: settings.assistant } : {}),
        ...(settings.webDistDir ? { webDistDir: settings.webDistDir } : {}),
        ...(settings.readyTimeoutMs ? { readyTimeoutMs: settings.readyTimeoutMs } : {}),
        ...(settings.restart ? { restart: true } : {}),
        ...(settings.replicas ? { replicas: settings.replicas } : {}),
        log: settings.log,
      };
      // Copies of the services' migrated templates (the tests' own): a run's databases cost no migration. Each
      // is then handed to the service's own role, as `npm start` does.
      await Promise.all(
        (Object.keys(backendServices) as BackendService[]).map(async (service) => {
          await createMigratedDatabase(
            path.join(repoRoot, 'services', service, 'prisma'),
            databaseUrl(options, service),
          );
          await provisionServiceDatabase(postgresUrl, serviceDatabaseUrl(options, service));
        }),
      );
      await stillWanted();
      stackOptions = options;
      stack = await startStack(options);
      await stillWanted();
      return { stack, options };
    } catch (error) {
      await cleanUp();
      throw error;
    }
  }

  return {
    runDir,
    start,
    async teardown() {
      tornDown = true;
      await cleanUp();
    },
    async stopNats() {
      await nats?.stop('SIGKILL');
    },
    async startNats() {
      if (!natsServerOptions) throw new Error('the stack has not started');
      nats = await startNatsServer(natsServerOptions);
    },
    natsPid: () => nats?.pid,
    async stopProduct() {
      await stack?.stop();
    },
    async startProduct() {
      if (!stackOptions) throw new Error('the stack has not started');
      stack = await startStack(stackOptions);
      return stack;
    },
    async wipeNats() {
      if (!natsServerOptions) throw new Error('the stack has not started');
      await nats?.stop('SIGKILL');
      fs.rmSync(natsServerOptions.dir, { recursive: true, force: true });
      nats = await startNatsServer(natsServerOptions);
    },
  };
}

/**
 * The services' databases and any other the caller made with the run's prefix (`databaseUrl(options, name)`),
 * then the services' roles (named like their databases), which own nothing once those are gone.
 */
async function dropRunDatabases(postgresUrl: string, prefix: string): Promise<void> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  let names: string[];
  let roles: string[];
  try {
    const found = async (catalogue: string, column: string) =>
      (
        await client.query<{ name: string }>(
          `SELECT ${column} AS name FROM ${catalogue} WHERE starts_with(${column}, $1)`,
          [prefix],
        )
      ).rows.map((row) => row.name);
    names = await found('pg_database', 'datname');
    roles = await found('pg_roles', 'rolname');
  } finally {
    await client.end();
  }
  await Promise.allSettled(names.map((name) => dropDatabase(withDatabase(postgresUrl, name))));
  await Promise.allSettled(roles.map((role) => dropServiceRole(postgresUrl, role)));
}

/** A run's rate-limit counters would otherwise stay until their windows end. */
async function deleteRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
