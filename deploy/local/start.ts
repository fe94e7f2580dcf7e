// `npm start`: checks the infrastructure, prepares databases and secrets, builds the web app, then runs its own
// nats-server (one identity per service), the mail catcher, every service and the bff, with prefixed logs,
// until Ctrl-C.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { natsServices, type NatsService } from '../nats/event-routes.ts';
import { productUsers, startNatsServer } from '../nats/nats-server.ts';
import { formatLogLine } from './format-log-line.ts';
import { loadOrCreateSecrets, natsSeedName } from './local-secrets.ts';
import { passedSettings } from './passed-settings.ts';
import { checkInfrastructure } from './preflight.ts';
import { backendServices, prepareDatabases, repoRoot, startStack, type StackOptions } from './stack.ts';

const env = process.env;
const postgresUrl = env.POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const infra = {
  postgresUrl,
  redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
};
const eventsPrefix = 'legado';

const missing = await checkInfrastructure(infra);
if (missing.length > 0) {
  console.error(
    `Cannot start: ${missing.length === 1 ? 'a dependency is' : 'dependencies are'} not running.\n`,
  );
  for (const line of missing) console.error(`  - ${line}`);
  process.exit(1);
}

const secrets = loadOrCreateSecrets(path.join(repoRoot, '.local', 'secrets.env'));
const natsSeeds = Object.fromEntries(
  natsServices.map((service) => [service, secrets[natsSeedName(service)]]),
) as Record<NatsService, string>;
const log = (service: string, line: string) => console.log(formatLogLine(service, line));
// Our own NATS, which knows only the services' identities: the anonymous one a machine may run is not used.
// JetStream's store stays in .local/nats between runs, in step with the databases' outboxes.
const nats = await startNatsServer({
  dir: path.join(repoRoot, '.local', 'nats'),
  users: productUsers(eventsPrefix, natsSeeds),
  port: env.NATS_PORT ? Number(env.NATS_PORT) : undefined,
  // Its start-up banner is noise here; warnings and errors (a permissions violation above all) are not.
  log: (line) => !line.includes('[INF]') && log('nats', line),
});

const options: StackOptions = {
  ...infra,
  natsUrl: nats.url,
  natsSeeds,
  secrets,
  httpPort: Number(env.PORT ?? 8080),
  grpcPorts: { ...backendServices },
  smtpPort: 1025,
  mailApiPort: 8025,
  bouncePort: 2525,
  databasePrefix: env.DATABASE_PREFIX ?? 'legado_',
  mediaStorageDir: path.join(repoRoot, '.local', 'media'),
  eventsPrefix,
  redisKeyPrefix: 'legado',
  restart: true,
  // Eight processes compile their TypeScript at once: on a busy two-core laptop that can take minutes.
  readyTimeoutMs: 240_000,
  // A developer's provider (e.g. a local Ollama), passed on as the README says.
  ...(env.AI_BASE_URL
    ? { assistant: { baseUrl: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL } }
    : {}),
  reuseRunningMailServer: true,
  // Whatever the README documents for a service, set here, reaches it (e.g. `ACCESS_LIMIT_PER_IP=… npm start`).
  env: passedSettings(env),
  log,
};

options.log('start', 'preparing databases');
await prepareDatabases(options);
if (env.SKIP_WEB_BUILD !== '1') {
  options.log('start', 'building the web app');
  execFileSync('npm', ['run', 'build', '-w', '@app/web'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}
options.log('start', 'starting services');
const stack = await startStack(options).catch(async (error: unknown) => {
  await nats.stop();
  throw error;
});
console.log(`
  Legado is running.
    App:         ${stack.urls.app}
    E-mails:     ${stack.urls.mail}   (the dev mail catcher)
    NATS:        ${nats.url}   (services only: each signs in with its seed in .local/secrets.env)
  Press Ctrl-C to stop.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    options.log('start', 'stopping');
    void stack
      .stop()
      .then(() => nats.stop())
      .then(() => process.exit(0));
  });
}
