// `npm start`: checks the infrastructure, prepares databases and secrets, builds the web app, then runs the
// mail catcher, every service and the bff, with prefixed logs, until Ctrl-C.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { formatLogLine } from './format-log-line.ts';
import { loadOrCreateSecrets } from './local-secrets.ts';
import { checkInfrastructure } from './preflight.ts';
import { backendServices, prepareDatabases, repoRoot, startStack, type StackOptions } from './stack.ts';

const env = process.env;
const postgresUrl = env.POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';
const infra = {
  postgresUrl,
  redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  natsUrl: env.NATS_URL ?? 'nats://127.0.0.1:4222',
};

const missing = await checkInfrastructure(infra);
if (missing.length > 0) {
  console.error(
    `Cannot start: ${missing.length === 1 ? 'a dependency is' : 'dependencies are'} not running.\n`,
  );
  for (const line of missing) console.error(`  - ${line}`);
  process.exit(1);
}

const options: StackOptions = {
  ...infra,
  secrets: loadOrCreateSecrets(path.join(repoRoot, '.local', 'secrets.env')),
  httpPort: Number(env.PORT ?? 8080),
  grpcPorts: { ...backendServices },
  smtpPort: 1025,
  mailApiPort: 8025,
  databasePrefix: env.DATABASE_PREFIX ?? 'legado_',
  mediaStorageDir: path.join(repoRoot, '.local', 'media'),
  eventsPrefix: 'legado',
  redisKeyPrefix: 'legado',
  restart: true,
  reuseRunningMailServer: true,
  log: (service, line) => console.log(formatLogLine(service, line)),
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
const stack = await startStack(options);
console.log(`
  Legado is running.
    App:         ${stack.urls.app}
    E-mails:     ${stack.urls.mail}   (the dev mail catcher)
  Press Ctrl-C to stop.
`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    options.log('start', 'stopping');
    void stack.stop().then(() => process.exit(0));
  });
}
