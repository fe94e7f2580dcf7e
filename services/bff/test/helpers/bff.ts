import { testRedisUrl } from '@app/platform/test-support/test-infrastructure';
import { randomBytes, randomUUID } from 'node:crypto';
import net from 'node:net';
import { loadConfig } from '@app/platform/config';
import { createLogger } from '@app/platform/logger';
import { testProductKeys } from '@app/platform/test-support/test-keys';
import { connectRedis } from '../../src/redis-rate-limiter.ts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { DestinationStream } from 'pino';
import { buildApp } from '../../src/app.ts';
import { connectBackends } from '../../src/connect-backends.ts';
import { bffConfigSchema, type BffConfig } from '../../src/config.ts';
import type { BffDeps } from '../../src/deps.ts';
import type { Backends } from '@app/test-stack/backends';

export const redisUrl = testRedisUrl;

/** What a page of the product (PUBLIC_URL's default origin) sends with every state-changing call. */
export const browserHeaders = { 'content-type': 'application/json', origin: 'http://localhost:8080' };

export type TestBff = {
  app: FastifyInstance;
  config: BffConfig;
  close: () => Promise<void>;
};

/**
 * The bff as main.ts wires it, over real gRPC clients and a real Redis rate limiter with a key prefix of its
 * own. `env` is the bff's environment on top of the test defaults: the backends' addresses and limits high
 * enough that only the test that is about a limit ever meets one.
 */
export async function startBff(
  backends: Pick<Backends, 'authAddress' | 'paymentAddress'> &
    Partial<Pick<Backends, 'messageAddress' | 'mediaAddress' | 'accessAddress' | 'schedulerAddress'>>,
  env: Record<string, string> = {},
  options: {
    readiness?: BffDeps['readiness'];
    logs?: DestinationStream;
    /** Changes the wired dependencies, e.g. to note the calls made through them. */
    wrapDeps?: (deps: BffDeps) => BffDeps;
  } = {},
): Promise<TestBff> {
  const keyPrefix = `bff-test-${randomUUID()}`;
  const config = loadConfig(bffConfigSchema, {
    AUTH_GRPC_ADDR: backends.authAddress,
    ...(backends.messageAddress ? { MESSAGE_GRPC_ADDR: backends.messageAddress } : {}),
    ...(backends.mediaAddress ? { MEDIA_GRPC_ADDR: backends.mediaAddress } : {}),
    ...(backends.accessAddress ? { ACCESS_GRPC_ADDR: backends.accessAddress } : {}),
    ...(backends.schedulerAddress ? { SCHEDULER_GRPC_ADDR: backends.schedulerAddress } : {}),
    MEDIA_URL_SECRET: randomBytes(32).toString('hex'),
    RATE_LIMIT_KEY_SECRET: randomBytes(32).toString('hex'),
    SERVICE_SIGNING_KEY: testProductKeys().signingKeys.bff,
    PAYMENT_GRPC_ADDR: backends.paymentAddress,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: keyPrefix,
    LOG_LEVEL: 'silent',
    LOGIN_LIMIT_PER_IP: '1000',
    LOGIN_LIMIT_PER_EMAIL: '1000',
    REGISTER_LIMIT_PER_IP: '1000',
    TOKEN_LIMIT_PER_IP: '1000',
    ...env,
  });
  const logger = createLogger({
    service: 'bff-test',
    level: config.LOG_LEVEL,
    ...(options.logs ? { destination: options.logs } : {}),
  });
  const backendClients = connectBackends(config, logger);
  const deps = {
    ...backendClients.deps,
    ...(options.readiness ? { readiness: options.readiness } : {}),
  };
  const app = await buildApp(options.wrapDeps ? options.wrapDeps(deps) : deps);
  await app.ready();
  return {
    app,
    config,
    async close() {
      await app.close();
      await backendClients.close();
      // This app's rate-limit keys, when its Redis is up (a test about a dead Redis points elsewhere).
      const redis = connectRedis(config.REDIS_URL);
      try {
        const keys = await redis.keys(`${keyPrefix}:*`);
        if (keys.length > 0) await redis.del(...keys);
      } catch {
        // Nothing was stored.
      } finally {
        redis.disconnect();
      }
    },
  };
}

/** A local port nothing listens on: a dead backend. */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
  return port;
}

/** A POST as the product's own page sends it: JSON, from our origin; `headers` adds or overrides. */
export function postJson(
  app: FastifyInstance,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...browserHeaders, ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** GET /api/user with a session cookie (or none). */
export function getUser(
  app: FastifyInstance,
  cookie?: string,
  headers: Record<string, string> = {},
  cookieName = 'legado_session',
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: '/api/user',
    headers,
    cookies: cookie === undefined ? {} : { [cookieName]: cookie },
  });
}

export type SetCookie = {
  name: string;
  value: string;
  path?: string;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: string;
  maxAge?: number;
  expires?: Date;
};

/** The Set-Cookie of that name in a response, parsed; throws when there is none. */
export function setCookie(response: LightMyRequestResponse, name = 'legado_session'): SetCookie {
  const found = (response.cookies as SetCookie[]).filter((c) => c.name === name);
  if (found.length !== 1) {
    throw new Error(`expected one Set-Cookie ${name}, got ${JSON.stringify(response.headers['set-cookie'])}`);
  }
  return found[0] as SetCookie;
}

/** A fresh identity: unique username and e-mail, valid password and full name. */
export function newPerson(label = 'user') {
  const id = randomBytes(5).toString('hex');
  return {
    username: `${label}_${id}`,
    email: `${label}.${id}@example.com`,
    password: `pw-${id}-secret`,
    fullName: `Test ${label} ${id}`,
  };
}

export type Person = ReturnType<typeof newPerson>;

/** Registers a fresh person through the API; returns who it is, the user shown and the session cookie. */
export async function registerPerson(
  app: FastifyInstance,
  label = 'user',
  headers: Record<string, string> = {},
): Promise<{ person: Person; user: { id: string; [key: string]: unknown }; cookie: string }> {
  const person = newPerson(label);
  const response = await postJson(app, '/api/register', person, headers);
  if (response.statusCode !== 201) {
    throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  }
  return {
    person,
    user: response.json<{ id: string }>(),
    cookie: setCookie(response).value,
  };
}
