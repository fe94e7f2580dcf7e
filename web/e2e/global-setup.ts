// The one stack every browser test file uses: the web app built once, the whole product started once (with the
// fake writing-assistant provider and an admin address), while the other projects' tests already run. Files
// reach it through a small control server on 127.0.0.1, whose address is handed to them with `provide`: they
// read the stack's addresses there (waiting until it is up), its logs, script the fake provider, and stop and
// start a service (a crash test) in the stack's own process, which owns the children.
import { testRedisUrl } from '@app/platform/test-support/test-infrastructure';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { testServerUrl } from '@app/db/test-database';
import { createUser } from '@nats-io/nkeys';
import type { TestProject } from 'vitest/node';
import { startFakeChatCompletions, type ScriptedAnswer } from '../../deploy/fake-ai/fake-chat-completions.ts';
import { isolatedStack } from '../../deploy/local/isolated-stack.ts';
import { repoRoot, type ServiceName, type Stack, type StackOptions } from '../../deploy/local/stack.ts';
import { publicKeyOf } from '../../deploy/nats/nats-server.ts';
import type { SharedStackInfo } from './stack-fixture.ts';

export default async function setup(project: TestProject) {
  const logs: string[] = [];
  const ai = await startFakeChatCompletions();
  const adminEmail = `admin.${randomBytes(3).toString('hex')}@example.com`;
  const natsInspectorSeed = new TextDecoder().decode(createUser().getSeed());
  // Built beside, not into, web/dist, which a running `npm start` of this checkout may be serving.
  const webDistDir = path.join(repoRoot, '.local', `e2e-web-${randomBytes(4).toString('hex')}`);
  const isolated = isolatedStack({
    label: 'e2e',
    postgresUrl: testServerUrl,
    redisUrl: testRedisUrl,
    env: {
      // The admin of payment-journey, as `ADMIN_EMAILS=… npm start` makes one.
      ADMIN_EMAILS: adminEmail,
      // An event a killed service had taken comes back after this (recipient-journey's crash test), not 15 s.
      EVENTS_ACK_WAIT_MS: '3000',
      // Every file's browser comes from 127.0.0.1, so the per-address limits would count the whole suite's
      // sign-ups and sign-ins; each file's own people still meet the per-person and per-code ones.
      ...Object.fromEntries(
        ['REGISTER_LIMIT_PER_IP', 'LOGIN_LIMIT_PER_IP', 'TOKEN_LIMIT_PER_IP', 'ACCESS_LIMIT_PER_IP'].map(
          (name) => [name, '100000'],
        ),
      ),
    },
    assistant: { baseUrl: ai.baseUrl, model: 'tiny' },
    webDistDir,
    natsUsers: [
      // Reads everything, as an operator would: for the tests that look into the streams.
      {
        name: 'inspector',
        nkey: publicKeyOf(natsInspectorSeed),
        permissions: { publish: ['>'], subscribe: ['>'] },
      },
    ],
    // The other projects' tests share the machine while it starts.
    readyTimeoutMs: 180_000,
    log: (service, line) => {
      // NATS's informational lines are noise; its warnings (a permissions violation) are findings.
      if (service !== 'nats' || !line.includes('[INF]')) logs.push(`[${service}] ${line}`);
    },
  });

  // Started without waiting: files ask for it when they need it.
  const started: Promise<{ stack: Stack; options: StackOptions }> = (async () => {
    await promisify(execFile)('npm', ['run', 'build', '-w', '@app/web', '--', '--outDir', webDistDir], {
      cwd: repoRoot,
    });
    return isolated.start();
  })();
  // Reported to the files that ask; not an unhandled rejection meanwhile.
  started.catch(() => {});

  const control = http.createServer((request, response) => {
    handle(request.method ?? 'GET', request.url ?? '/', request).then(
      (body) =>
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body ?? null)),
      (error: unknown) => response.writeHead(500).end(error instanceof Error ? error.stack : String(error)),
    );
  });

  async function handle(method: string, url: string, request: http.IncomingMessage): Promise<unknown> {
    const body = method === 'POST' ? await readJson(request) : undefined;
    if (url === '/assistant/script' && method === 'POST') return ai.script(...(body as ScriptedAnswer[]));
    if (url === '/assistant/requests') return ai.requests;
    const { stack, options } = await started.catch((error: unknown) => {
      throw new Error(`the stack did not start:\n${logs.slice(-40).join('\n')}`, { cause: error });
    });
    if (url === '/stack') {
      const { log: _log, ...serializable } = options;
      const info: SharedStackInfo = {
        urls: stack.urls,
        options: serializable,
        natsInspectorSeed,
        adminEmail,
      };
      return info;
    }
    if (url === '/logs') return logs;
    const service = /^\/services\/(\w+)\/(stop|start)$/.exec(url);
    if (service && method === 'POST') {
      const name = service[1] as ServiceName;
      const { signal, env } = body as { signal?: NodeJS.Signals; env?: Record<string, string> };
      if (service[2] === 'stop') return stack.stopService(name, signal);
      // Starting a running service does nothing, so a file may make sure what it stopped runs again; one asked
      // to run with other variables must have been stopped first.
      if (stack.pid(name) === undefined) return stack.startService(name, env);
      if (env) throw new Error(`${name} is running: stop it before starting it with other variables`);
      return null;
    }
    throw new Error(`no such control call: ${method} ${url}`);
  }

  await new Promise<void>((resolve) => control.listen(0, '127.0.0.1', resolve));
  project.provide('e2eControl', `http://127.0.0.1:${(control.address() as AddressInfo).port}`);

  return async () => {
    control.close();
    await started.catch(() => {});
    // E2E_PRINT_LOGS=1 shows what every service logged, for a failure the test's own message leaves unclear.
    if (process.env.E2E_PRINT_LOGS) process.stderr.write(`${logs.join('\n')}\n`);
    await isolated.teardown();
    await ai.close();
    await rm(webDistDir, { recursive: true, force: true });
  };
}

async function readJson(request: http.IncomingMessage): Promise<unknown> {
  let raw = '';
  for await (const chunk of request) raw += String(chunk);
  return raw === '' ? {} : JSON.parse(raw);
}
