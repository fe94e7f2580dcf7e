import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { applyMigrations } from '@app/db/migrate';
import { provisionServiceDatabase, withRole } from '@app/db/service-role';
import { startMailCatcher, type MailCatcher } from '@app/mail-catcher/mail-catcher';
import { startFakeTwilio } from '@app/test-stack/fake-twilio';
import { checkGrpcHealth } from '@app/platform/grpc-health-client';
import type { ServedName } from '@app/proto/call-rules';
import { runtimeEnvironmentOf } from '@app/proto/service-manifest';
import { buildServices, bundledEntry } from './build-services.ts';
import { freePort } from './free-port.ts';
import { databasePasswordName, publicKeysOf, signingKeyName, type LocalSecrets } from './local-secrets.ts';
import { settingsOf } from './passed-settings.ts';
import { bffManifest, serviceManifests } from '../wiring/manifests.ts';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The backend services in start order, with their gRPC ports (their manifests). */
export const backendServices = Object.fromEntries(
  Object.values(serviceManifests).map((manifest) => [manifest.name, manifest.grpcPort]),
) as Record<ServedName, number>;

export type BackendService = ServedName;
export type ServiceName = BackendService | 'bff';

export type StackOptions = {
  secrets: LocalSecrets;
  /** Server URL without a database, e.g. postgresql://postgres@127.0.0.1:5432. */
  postgresUrl: string;
  redisUrl: string;
  natsUrl: string;
  /** Each service's NATS identity, when the NATS at natsUrl has users (`npm start`'s own server); else none. */
  natsSeeds?: Record<BackendService, string>;
  httpPort: number;
  /** gRPC ports by service; a test passes free ones so it never collides with a running `npm start`. */
  grpcPorts: Record<BackendService, number>;
  smtpPort: number;
  mailApiPort: number;
  /** Notification's bounce receiver; the mail catcher returns mail to bounce.example there. */
  bouncePort: number;
  /** Database names are `<prefix><service>`; NATS subjects and Redis keys get their own prefixes. */
  databasePrefix: string;
  /** Where the media service keeps attachment blobs (encrypted). */
  mediaStorageDir: string;
  eventsPrefix: string;
  redisKeyPrefix: string;
  /** The writing assistant's OpenAI-compatible provider, for the message service. */
  assistant?: { baseUrl: string; apiKey?: string; model?: string };
  /** Extra settings (e.g. shorter limits in tests); each process gets those it reads (`settingsOf`). */
  env?: Record<string, string>;
  /** Extra flags for every service's node (e.g. `--cpu-prof`, which Node refuses in NODE_OPTIONS). */
  nodeFlags?: string[];
  /** The built web app the bff serves (`web/dist` unless a test built its own elsewhere). */
  webDistDir?: string;
  /**
   * More than one process of a service (the delivery bench's two schedulers and two notifications): the others
   * get free gRPC ports of their own (peers call the first) and no bounce listener; they share everything else.
   */
  replicas?: Partial<Record<BackendService, number>>;
  /** How long each process may take to report ready (60 s): a busy machine may need more. */
  readyTimeoutMs?: number;
  /** Restart a service that exits unexpectedly (local runs). */
  restart?: boolean;
  /** When the SMTP port is taken (Mailpit from docker compose), send mail there instead of starting our own. */
  reuseRunningMailServer?: boolean;
  /** False: mail goes to an SMTP server the caller runs on `smtpPort` (the delivery bench's sink), no catcher. */
  mailCatcher?: boolean;
  /** Where SMS go (the local fake of Twilio's Messages API that startStack runs); none: no SMS at all. */
  sms?: { apiUrl: string; accountSid: string; authToken: string; from: string };
  log: (service: string, line: string) => void;
};

export function databaseUrl(
  options: Pick<StackOptions, 'postgresUrl' | 'databasePrefix'>,
  service: string,
): string {
  const url = new URL(options.postgresUrl);
  url.pathname = `/${options.databasePrefix}${service}`;
  return url.toString();
}

/**
 * What a service itself connects with: its database as the role of the same name, which owns it and can open no
 * other (`provisionServiceDatabase`). `databaseUrl` (the superuser's) is for the runner and the tools only.
 */
export function serviceDatabaseUrl(
  options: Pick<StackOptions, 'postgresUrl' | 'databasePrefix' | 'secrets'>,
  service: BackendService,
): string {
  return withRole(
    databaseUrl(options, service),
    `${options.databasePrefix}${service}`,
    options.secrets[databasePasswordName(service)],
  );
}

/** Every variable each process reads (see each service's config.ts and the README's table). */
export function serviceEnvironment(options: StackOptions, service: ServiceName): Record<string, string> {
  // `<PEER>_GRPC_ADDR` for each service it calls, as its manifest says.
  const manifest = service === 'bff' ? bffManifest : serviceManifests[service];
  const peers = Object.fromEntries(
    (Object.keys(manifest.calls) as BackendService[]).map((peer) => [
      `${peer.toUpperCase()}_GRPC_ADDR`,
      `127.0.0.1:${options.grpcPorts[peer]}`,
    ]),
  );
  const publicUrl = `http://localhost:${options.httpPort}`;
  const common = {
    LOG_LEVEL: 'info',
    ...settingsOf(service, options.env),
    ...peers,
    SERVICE_SIGNING_KEY: options.secrets[signingKeyName(service)],
  };
  if (service === 'bff') {
    return {
      ...common,
      HTTP_HOST: '0.0.0.0',
      HTTP_PORT: String(options.httpPort),
      PUBLIC_URL: publicUrl,
      MEDIA_URL_SECRET: options.secrets.MEDIA_URL_SECRET,
      RATE_LIMIT_KEY_SECRET: options.secrets.RATE_LIMIT_KEY_SECRET,
      REDIS_URL: options.redisUrl,
      REDIS_KEY_PREFIX: options.redisKeyPrefix,
      WEB_DIST_DIR: options.webDistDir ?? path.join(repoRoot, 'web', 'dist'),
    };
  }
  const base = {
    ...common,
    GRPC_HOST: '127.0.0.1',
    GRPC_PORT: String(options.grpcPorts[service]),
    DATABASE_URL: serviceDatabaseUrl(options, service),
    NATS_URL: options.natsUrl,
    NATS_NKEY_SEED: options.natsSeeds?.[service] ?? '',
    SERVICE_PUBLIC_KEYS: publicKeysOf(options.secrets),
    EVENTS_PREFIX: options.eventsPrefix,
    // The runner has applied the migrations already.
    MIGRATE_ON_START: 'false',
  };
  if (service === 'auth') {
    return {
      ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? '',
      ...base,
      EMAIL_TOKEN_SECRET: options.secrets.EMAIL_TOKEN_SECRET,
      // With the fake, SMS are on; with a Twilio account of the developer's, as they pass SMS_ENABLED.
      ...(options.sms ? { SMS_ENABLED: 'true' } : {}),
    };
  }
  if (service === 'message') {
    return {
      ...base,
      ENCRYPTION_KEYS: options.secrets.ENCRYPTION_KEYS,
      ACCESS_CODE_PEPPER: options.secrets.ACCESS_CODE_PEPPER,
      ANSWER_PEPPER: options.secrets.ANSWER_PEPPER,
      // The writing assistant's provider, when the run has one (`npm start` with AI_BASE_URL, a browser test's
      // fake): no assistant otherwise.
      AI_BASE_URL: options.assistant?.baseUrl ?? '',
      AI_API_KEY: options.assistant?.apiKey ?? '',
      ...(options.assistant?.model ? { AI_MODEL: options.assistant.model } : {}),
    };
  }
  if (service === 'media') {
    return {
      ...base,
      ENCRYPTION_KEYS: options.secrets.ENCRYPTION_KEYS,
      MEDIA_STORAGE_DIR: options.mediaStorageDir,
    };
  }
  if (service === 'notification') {
    return {
      ...base,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(options.smtpPort),
      DKIM_PRIVATE_KEY: options.secrets.DKIM_PRIVATE_KEY,
      BOUNCE_TOKEN_SECRET: options.secrets.BOUNCE_TOKEN_SECRET,
      BOUNCE_SMTP_PORT: String(options.bouncePort),
      PUBLIC_URL: publicUrl,
      ...(options.sms
        ? {
            TWILIO_API_URL: options.sms.apiUrl,
            TWILIO_ACCOUNT_SID: options.sms.accountSid,
            TWILIO_AUTH_TOKEN: options.sms.authToken,
            TWILIO_FROM: options.sms.from,
          }
        : {}),
    };
  }
  if (service === 'payment') {
    // No PayPal from a developer's machine unless asked: orders are simulated (MOCK-…) and approved on our own
    // page. `PAYPAL_MODE=sandbox` with a sandbox app's PAYPAL_* settings (passed on as given) uses PayPal's.
    const paypal = Object.fromEntries(
      [
        'PAYPAL_BASE_URL',
        'PAYPAL_CLIENT_ID',
        'PAYPAL_CLIENT_SECRET',
        'PAYPAL_WEBHOOK_ID',
        'PAYPAL_WEBHOOK_CA_CERTS',
      ]
        .filter((name) => process.env[name])
        .map((name) => [name, process.env[name] ?? '']),
    );
    return {
      ...base,
      PUBLIC_URL: publicUrl,
      PAYPAL_MODE: process.env.PAYPAL_MODE ?? 'simulated',
      ...paypal,
    };
  }
  return base;
}

/**
 * Creates each service's database and role if missing (the one use of the superuser), then applies its committed
 * migrations as that role, so what they make is its own.
 */
export async function prepareDatabases(options: StackOptions): Promise<void> {
  await Promise.all(
    (Object.keys(backendServices) as BackendService[]).map(async (service) => {
      const url = serviceDatabaseUrl(options, service);
      await provisionServiceDatabase(options.postgresUrl, url);
      const { applied } = await applyMigrations({
        prismaDir: path.join(repoRoot, 'services', service, 'prisma'),
        databaseUrl: url,
      });
      for (const name of applied) options.log('migrate', `${service}: applied ${name}`);
    }),
  );
}

type Running = { child: ChildProcess; stopping: boolean };
/** A process's name in the logs and the handles: the service, or `scheduler#2` for a second replica. */
const labelOf = (service: ServiceName, replica: number) =>
  replica === 1 ? service : `${service}#${replica}`;

/**
 * Bundles every service, starts the mail catcher, every backend service and the bff as child processes,
 * prefixing their log lines, and waits until each reports ready. Returns handles to stop, kill and restart them.
 */
export async function startStack(given: StackOptions) {
  const names = [...(Object.keys(backendServices) as BackendService[]), 'bff' as const];
  await buildServices(repoRoot, names);
  // SMS go to a local fake of Twilio's Messages API, printed in the log: none leaves this machine, unless the
  // developer passed a Twilio account of their own (TWILIO_* and SMS_ENABLED=true, as the README says).
  const twilio =
    given.mailCatcher === false || given.env?.TWILIO_ACCOUNT_SID
      ? undefined
      : await startFakeTwilio({ onMessage: (sms) => given.log('sms', `to ${sms.to}: ${sms.body}`) });
  const options: StackOptions = twilio
    ? {
        ...given,
        sms: {
          apiUrl: twilio.url,
          accountSid: twilio.accountSid,
          authToken: twilio.authToken,
          from: twilio.from,
        },
      }
    : given;
  const mailCatcher: MailCatcher | undefined =
    options.mailCatcher === false
      ? undefined
      : await startMailCatcher({
          smtpPort: options.smtpPort,
          httpPort: options.mailApiPort,
          bounces: { host: '127.0.0.1', port: options.bouncePort },
        });
  const running = new Map<string, Running>();
  // The replicas beyond the first: their own gRPC ports, and no second bounce listener on the first's port.
  const replicaSettings = new Map<string, Record<string, string>>();
  for (const [service, count] of Object.entries(options.replicas ?? {}) as [BackendService, number][])
    for (let replica = 2; replica <= count; replica++)
      replicaSettings.set(labelOf(service, replica), {
        GRPC_PORT: String(await freePort()),
        ...(service === 'notification' ? { BOUNCE_SMTP_PORT: '0' } : {}),
      });
  // If the runner itself goes away, its services go with it instead of holding their ports.
  process.once('exit', () => {
    for (const { child } of running.values()) child.kill('SIGKILL');
  });

  const spawnService = (service: ServiceName, overrides: Record<string, string> = {}, replica = 1) => {
    const label = labelOf(service, replica);
    const flags = [...(options.nodeFlags ?? []), '--enable-source-maps'];
    const child = spawn(process.execPath, [...flags, bundledEntry], {
      cwd: path.join(repoRoot, 'services', service),
      env: {
        PATH: process.env.PATH ?? '',
        // As the image sets it: large native blocks are given back when freed (docs/architecture.md,
        // "Memory at rest").
        MALLOC_MMAP_THRESHOLD_: '131072',
        // A heap cap where the service's manifest sets one, as the chart and compose pass it.
        ...(service === 'bff' ? {} : runtimeEnvironmentOf(serviceManifests[service])),
        ...serviceEnvironment(options, service),
        ...replicaSettings.get(label),
        ...overrides,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const entry: Running = { child, stopping: false };
    running.set(label, entry);
    for (const stream of [child.stdout, child.stderr]) {
      let buffered = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines) if (line.trim()) options.log(label, line);
      });
    }
    child.on('exit', (code, signal) => {
      if (entry.stopping) return;
      options.log(
        label,
        `exited (${signal ?? `code ${code}`})${options.restart ? '; restarting in 1 s' : ''}`,
      );
      if (options.restart) setTimeout(() => !entry.stopping && spawnService(service, {}, replica), 1_000);
    });
    return entry;
  };

  const waitReady = async (
    service: ServiceName,
    timeoutMs = options.readyTimeoutMs ?? 60_000,
    replica = 1,
  ) => {
    const label = labelOf(service, replica);
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      try {
        if (service === 'bff') {
          const response = await fetch(`http://127.0.0.1:${options.httpPort}/readyz`);
          if (response.ok) return;
        } else {
          const port = replicaSettings.get(label)?.GRPC_PORT ?? String(options.grpcPorts[service]);
          if ((await checkGrpcHealth(`127.0.0.1:${port}`, 'readiness')) === 'SERVING') return;
        }
      } catch {
        // Not listening yet.
      }
      if (running.get(label)?.child.exitCode !== null && !options.restart) {
        throw new Error(`${label} exited before it was ready`);
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`${label} was not ready within ${timeoutMs / 1000} s`);
  };

  const stopProcess = async (label: string, signal: NodeJS.Signals = 'SIGTERM') => {
    const entry = running.get(label);
    if (!entry) return;
    // Also when it has exited already (a Ctrl-C reaches the services too): stopped means not restarted.
    entry.stopping = true;
    if (entry.child.exitCode !== null || entry.child.signalCode !== null) return;
    const exited = new Promise((resolve) => entry.child.once('exit', resolve));
    entry.child.kill(signal);
    const timer = setTimeout(() => entry.child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };

  const stopService = (service: ServiceName, signal?: NodeJS.Signals) => stopProcess(service, signal);
  const replicas = [...replicaSettings.keys()].map((label) => {
    const [service, replica] = label.split('#') as [ServiceName, string];
    return { service, replica: Number(replica) };
  });

  try {
    for (const service of names) spawnService(service);
    for (const { service, replica } of replicas) spawnService(service, {}, replica);
    await Promise.all([
      ...names.map((service) => waitReady(service)),
      ...replicas.map(({ service, replica }) => waitReady(service, undefined, replica)),
    ]);
  } catch (error) {
    await Promise.all([...running.keys()].map((label) => stopProcess(label)));
    await mailCatcher?.close();
    await twilio?.close();
    throw error;
  }

  return {
    urls: {
      app: `http://localhost:${options.httpPort}`,
      mail: `http://localhost:${mailCatcher?.httpPort ?? options.mailApiPort}`,
    },
    /** Stops one service as a crash would (SIGKILL) or gracefully (SIGTERM); it stays down until started. */
    stopService,
    /** The process id of a service's running process (its memory is read from /proc by the benchmarks). */
    pid(service: ServiceName): number | undefined {
      const child = running.get(service)?.child;
      return child && child.exitCode === null && child.signalCode === null ? child.pid : undefined;
    },
    /** Every process's id by its label (`scheduler`, `scheduler#2`…), undefined while one is down. */
    pids(): Map<string, number | undefined> {
      return new Map(
        [...running].map(([label, { child }]) => [
          label,
          child.exitCode === null && child.signalCode === null ? child.pid : undefined,
        ]),
      );
    },
    /** `overrides` replace some of its variables until it is started again without them. */
    async startService(service: ServiceName, overrides?: Record<string, string>) {
      spawnService(service, overrides);
      await waitReady(service);
    },
    async stop() {
      // The bff first, so nothing new comes in while the services drain.
      await stopService('bff');
      await Promise.all(
        [...running.keys()].filter((label) => label !== 'bff').map((label) => stopProcess(label)),
      );
      await mailCatcher?.close();
      await twilio?.close();
    },
  };
}

export type Stack = Awaited<ReturnType<typeof startStack>>;
