import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { dropDatabase } from '@app/db/create-database';
import { createUser } from '@nats-io/nkeys';
import { chromium, type Browser, type Page } from 'playwright-core';
import { loadOrCreateSecrets, natsSeedName } from '../../deploy/local/local-secrets.ts';
import { natsServices, type NatsService } from '../../deploy/nats/event-routes.ts';
import { productUsers, publicKeyOf, startNatsServer } from '../../deploy/nats/nats-server.ts';
import {
  backendServices,
  databaseUrl,
  prepareDatabases,
  repoRoot,
  startStack,
  type BackendService,
  type Stack,
  type StackOptions,
} from '../../deploy/local/stack.ts';

/** Ports this process has handed out: a stack's children bind theirs only later, so a check alone could hand one twice. */
const handedOut = new Set<number>();

/**
 * A port that is free now, drawn below Linux's ephemeral range (32768+): the ports other tests get by
 * binding port 0 come from that range, so they cannot take this one between our check and the child's bind.
 */
async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    const free = await new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
    if (free) return port;
  }
}

/**
 * Builds the app into web/dist, where the bff serves it from, without ever leaving that folder empty or a
 * file half-written: test files run in parallel, and another file's stack may be serving it meanwhile. The
 * build goes to `staging` first; each file then replaces its namesake in one rename, index.html and its
 * compressed copies last so the page never names an asset that is not there yet. Files of older builds stay
 * (a later `npm run build` clears them).
 */
function buildWebApp(staging: string): void {
  const isPage = (file: string) => file === 'index.html' || file.startsWith('index.html.');
  execFileSync('npm', ['run', 'build', '-w', '@app/web', '--', '--outDir', staging], {
    cwd: repoRoot,
    stdio: 'pipe',
  });
  const dist = path.join(repoRoot, 'web', 'dist');
  const files = fs
    .readdirSync(staging, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(staging, path.join(entry.parentPath, entry.name)))
    .sort((a, b) => Number(isPage(a)) - Number(isPage(b)));
  for (const file of files) {
    const target = path.join(dist, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(path.join(staging, file), `${target}.${process.pid}.tmp`);
    fs.renameSync(`${target}.${process.pid}.tmp`, target);
  }
}

/**
 * The whole product started the way `npm start` starts it, with its own NATS (each service signing in with its
 * own identity and permissions), on free ports, with its own database names and Redis prefix, so it never
 * collides with a running `npm start` or another test run.
 */
export async function startTestStack(extra: Pick<StackOptions, 'assistant'> = {}): Promise<{
  stack: Stack;
  options: StackOptions;
  /** A NATS identity that may read everything, for tests that look into the streams (as an operator would). */
  natsInspectorSeed: string;
  /** Every line the stack's processes have logged so far. */
  logs: () => string[];
  teardown: () => Promise<void>;
}> {
  const run = randomBytes(4).toString('hex');
  buildWebApp(path.join(repoRoot, '.local', `e2e-${run}`, 'web-dist'));
  const grpcPorts = {} as Record<BackendService, number>;
  for (const service of Object.keys(backendServices) as BackendService[])
    grpcPorts[service] = await freePort();
  const logs: string[] = [];
  const secrets = loadOrCreateSecrets(path.join(repoRoot, '.local', `e2e-${run}`, 'secrets.env'));
  const eventsPrefix = `e2e${run}`;
  const natsSeeds = Object.fromEntries(
    natsServices.map((service) => [service, secrets[natsSeedName(service)]]),
  ) as Record<NatsService, string>;
  const natsInspectorSeed = new TextDecoder().decode(createUser().getSeed());
  const nats = await startNatsServer({
    dir: path.join(repoRoot, '.local', `e2e-${run}`, 'nats'),
    users: [
      ...productUsers(eventsPrefix, natsSeeds),
      {
        name: 'inspector',
        nkey: publicKeyOf(natsInspectorSeed),
        permissions: { publish: ['>'], subscribe: ['>'] },
      },
    ],
    // Warnings and errors only: a permissions violation is a finding.
    log: (line) => !line.includes('[INF]') && logs.push(`[nats] ${line}`),
  });
  const options: StackOptions = {
    secrets,
    postgresUrl: process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres',
    redisUrl: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
    natsUrl: nats.url,
    natsSeeds,
    httpPort: await freePort(),
    grpcPorts,
    smtpPort: await freePort(),
    mailApiPort: await freePort(),
    databasePrefix: `e2e_${run}_`,
    mediaStorageDir: path.join(repoRoot, '.local', `e2e-${run}`, 'media'),
    eventsPrefix,
    ...extra,
    redisKeyPrefix: `e2e-${run}`,
    // Eight processes compile their TypeScript at once: on two busy cores that can take minutes.
    readyTimeoutMs: 240_000,
    log: (service, line) => logs.push(`[${service}] ${line}`),
  };
  await prepareDatabases(options);
  let stack: Stack;
  try {
    stack = await startStack(options);
  } catch (error) {
    process.stderr.write(logs.slice(-40).join('\n'));
    await nats.stop();
    throw error;
  }
  return {
    stack,
    options,
    natsInspectorSeed,
    logs: () => [...logs],
    async teardown() {
      // E2E_PRINT_LOGS=1 shows what every service logged, for a failure the test's own message leaves unclear.
      if (process.env.E2E_PRINT_LOGS) process.stderr.write(`${logs.join('\n')}\n`);
      await stack.stop();
      await Promise.all(
        Object.keys(backendServices).map((service) => dropDatabase(databaseUrl(options, service))),
      );
      // The streams go with the server's store, in the run's folder.
      await nats.stop();
      execFileSync('rm', ['-rf', path.join(repoRoot, '.local', `e2e-${run}`)]);
    },
  };
}

/** Chromium as every browser test runs it (Debian's build, quiet and sandbox-free), plus a test's own flags. */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
}

export type MailSummary = { ID: string; To: { Address: string }[]; Subject: string };
export type Mail = { subject: string; text: string; messageId: string };

/** Every e-mail the mail catcher holds for `address`, oldest first. */
export async function emailsTo(mailApi: string, address: string): Promise<Mail[]> {
  const list = (await (await fetch(`${mailApi}/api/v1/messages`)).json()) as { messages: MailSummary[] };
  const found = list.messages.filter((m) => m.To.some((to) => to.Address === address)).reverse();
  return Promise.all(
    found.map(async (m) => {
      const full = (await (await fetch(`${mailApi}/api/v1/message/${m.ID}`)).json()) as {
        Subject: string;
        Text: string;
        MessageID: string;
      };
      return { subject: full.Subject, text: full.Text, messageId: full.MessageID };
    }),
  );
}

/** Waits for an e-mail to `address` (whose subject matches, when given) and returns its subject and text. */
export async function waitForEmail(
  mailApi: string,
  address: string,
  options: { subject?: RegExp; timeoutMs?: number } = {},
): Promise<Mail> {
  const { subject = /./, timeoutMs = 30_000 } = options;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await emailsTo(mailApi, address)).find((mail) => subject.test(mail.subject));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const seen = (await emailsTo(mailApi, address)).map((mail) => mail.subject);
  throw new Error(
    `no e-mail "${subject.source}" to ${address} within ${timeoutMs / 1000} s (it has: ${JSON.stringify(seen)})`,
  );
}

/**
 * A new user signed up through the API whose address is verified through the e-mail's link, as a person
 * does; `page` is left signed in. Answers who they are.
 */
export async function verifiedUser(
  page: Page,
  urls: { app: string; mail: string },
  email = `lucia.${randomBytes(4).toString('hex')}@example.com`,
) {
  const person = {
    fullName: 'Lucía Fernández',
    username: `lucia_${randomBytes(4).toString('hex')}`,
    email,
    password: 'mi-secreto-1',
  };
  const registered = await page.request.post(`${urls.app}/api/register`, {
    data: person,
    headers: { origin: urls.app },
  });
  if (registered.status() !== 201) throw new Error(`sign-up answered ${registered.status()}`);
  const mail = await waitForEmail(urls.mail, email);
  const link = /https?:\/\/\S+\/verify-email\?token=[\w-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error('no verification link in the e-mail');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, urls.app));
  await page.getByRole('button', { name: 'Confirmar mi correo' }).click();
  await page.waitForURL((url) => url.pathname === '/' || url.search.includes('verified=true'));
  return person;
}
