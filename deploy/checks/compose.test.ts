import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  composeConfigFile,
  composeNatsServerConfig,
  publicKeyVariable,
  seedVariable,
  signingKeyVariable,
  withNatsIdentities,
} from '../compose/nats-identities.ts';
import { parsePublicKeys, publicKeyOf as signingPublicKeyOf } from '@app/platform/service-keys';
import { callerNames } from '@app/proto/call-policy';
import { natsServices } from '../nats/event-routes.ts';
import { callerManifests, serviceManifests } from '../wiring/manifests.ts';
import { findNatsServer, publicKeyOf } from '../nats/nats-server.ts';
import {
  backendServices,
  passedVariablesOf,
  read,
  runtimeEnvironmentOfService,
  serviceNames,
  telemetryVariables,
} from './deploy-facts.ts';

type ComposeService = {
  command?: string[];
  profiles?: string[];
  volumes?: string[];
  environment?: Record<string, string | number | boolean>;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  read_only?: boolean;
  ports?: string[];
};

// Compose resolves `<<: *anchor` merge keys, so the check reads the file the same way.
const compose = parse(read('docker-compose.yml'), { merge: true }) as {
  services: Record<string, ComposeService>;
};
// `databases` is the one-shot that gives each service's database to its own role before the services start.
const infrastructure = ['postgres', 'databases', 'redis', 'nats', 'mailpit', 'otel-collector', 'ollama'];

describe('docker-compose.yml', () => {
  it('runs the infrastructure, every service and the bff on :8080', () => {
    expect(Object.keys(compose.services).sort()).toEqual([...infrastructure, ...serviceNames].sort());
    expect(compose.services.bff?.ports).toEqual(['127.0.0.1:8080:8080']);
    // The assistant's local model server runs only when asked for.
    expect(compose.services.ollama?.profiles).toEqual(['ai']);
  });

  it('publishes no port beyond this machine (the databases, the broker and the mail catcher least of all)', () => {
    const published = Object.values(compose.services).flatMap((entry) => entry.ports ?? []);
    expect(published.length).toBeGreaterThan(0);
    for (const port of published) expect(port).toMatch(/^127\.0\.0\.1:\d+:\d+$/);
  });

  it.each(serviceNames)(
    '%s: sets exactly the variables its config schema and its manifest ask for',
    (service) => {
      const environment = compose.services[service]?.environment ?? {};
      expect(Object.keys(environment).sort()).toEqual(
        [...passedVariablesOf(service), ...telemetryVariables].sort(),
      );
      for (const [name, value] of Object.entries(runtimeEnvironmentOfService(service)))
        expect(environment[name], name).toBe(value);
    },
  );

  // How each is built: images.test.ts.
  it.each(serviceNames)('%s: hardened, health-checked', (service) => {
    const entry = compose.services[service]!;
    expect(entry.read_only).toBe(true);
    expect(entry.healthcheck?.test.slice(0, 3)).toEqual(['CMD', 'node', 'deploy/image/healthcheck.ts']);
  });

  it('starts each service after what it needs is healthy', () => {
    for (const [name, entry] of Object.entries(compose.services)) {
      for (const [dependency, { condition }] of Object.entries(entry.depends_on ?? {})) {
        // The one-shot that provisions the databases ends; everything else is waited for until healthy.
        if (dependency === 'databases') {
          expect(condition, `${name} -> ${dependency}`).toBe('service_completed_successfully');
          continue;
        }
        expect(condition, `${name} -> ${dependency}`).toBe('service_healthy');
        expect(compose.services[dependency]?.healthcheck, `${dependency} has a health check`).toBeDefined();
      }
    }
    for (const service of backendServices) {
      expect(Object.keys(compose.services[service]!.depends_on!)).toEqual(
        expect.arrayContaining(['postgres', 'nats']),
      );
    }
  });

  it("gives each process its port and its peers' addresses, as its manifest says", () => {
    for (const { name, calls } of callerManifests) {
      const entry = compose.services[name]!;
      const addresses = Object.entries(entry.environment ?? {}).filter(([variable]) =>
        variable.endsWith('_GRPC_ADDR'),
      );
      expect(Object.fromEntries(addresses), name).toEqual(
        Object.fromEntries(
          Object.keys(calls).map((peer) => [
            `${peer.toUpperCase()}_GRPC_ADDR`,
            `${peer}:${serviceManifests[peer as keyof typeof serviceManifests].grpcPort}`,
          ]),
        ),
      );
      expect(String(entry.environment?.GRPC_PORT ?? ''), name).toBe(
        name === 'bff' ? '' : String(serviceManifests[name].grpcPort),
      );
    }
  });

  it('gives each service its own database as its own role, provisioned by the one-shot before it starts', () => {
    const databases = compose.services.databases!;
    const provisioned = String(databases.environment!.SERVICE_DATABASE_URLS).split(/\s+/);
    expect(String(databases.environment!.DATABASE_ADMIN_URL)).toMatch(/^postgresql:\/\/postgres:/);
    for (const service of backendServices) {
      const env = compose.services[service]!.environment!;
      const url = new URL(String(env.DATABASE_URL));
      expect(url.pathname).toBe(`/legado_${service}`);
      expect(url.username).toBe(`legado_${service}`);
      expect(String(env.DATABASE_URL)).toContain(`\${DATABASE_PASSWORD_${service.toUpperCase()}:-}`);
      expect(provisioned).toContain(String(env.DATABASE_URL));
      expect(compose.services[service]!.depends_on!.databases).toEqual({
        condition: 'service_completed_successfully',
      });
      // The superuser's password reaches the one-shot only.
      expect(JSON.stringify(env)).not.toContain('POSTGRES_PASSWORD');
    }
  });

  it('lets no order be approved by its own sender unless .env asks for it', () => {
    const env = compose.services.payment!.environment!;
    expect(env.PAYPAL_ALLOW_SIMULATED).toBe('${PAYPAL_ALLOW_SIMULATED:-false}');
    // Required from .env: no mode of its own to fall back on.
    expect(String(env.PAYPAL_MODE)).toMatch(/^\$\{PAYPAL_MODE:\?/);
    expect(read('deploy/compose/example.env')).toMatch(/^PAYPAL_ALLOW_SIMULATED=false$/m);
  });

  it('asks PostgreSQL and Redis for passwords from .env, and every service gives them', () => {
    const postgres = compose.services.postgres!;
    expect(postgres.environment!.POSTGRES_PASSWORD).toBe('${POSTGRES_PASSWORD:-}');
    expect(postgres.environment).not.toHaveProperty('POSTGRES_HOST_AUTH_METHOD');
    const redis = compose.services.redis!;
    expect(redis.environment!.REDIS_PASSWORD).toBe('${REDIS_PASSWORD:-}');
    const start = JSON.stringify(redis.command);
    expect(start).toContain('--requirepass \\"$$REDIS_PASSWORD\\"');
    // An empty password stops Redis instead of running it open.
    expect(start).toContain('[ -n \\"$$REDIS_PASSWORD\\" ] ||');
    for (const [name, service] of Object.entries(compose.services)) {
      const env = service.environment ?? {};
      if ('DATABASE_URL' in env)
        expect(String(env.DATABASE_URL), name).toMatch(
          /^postgresql:\/\/legado_[a-z]+:\$\{DATABASE_PASSWORD_[A-Z]+:-\}@/,
        );
      if ('REDIS_URL' in env)
        expect(String(env.REDIS_URL), name).toBe('redis://:${REDIS_PASSWORD:-}@redis:6379');
    }
  });

  it('takes every secret from the env file, whose committed example holds none', () => {
    const example = read('deploy/compose/example.env');
    const exampleValues = new Map(
      [...example.matchAll(/^([A-Z][A-Z0-9_]*)=(.*)$/gm)].map((match) => [match[1]!, match[2]!]),
    );
    const interpolated = new Set(
      [...read('docker-compose.yml').matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]!),
    );
    expect([...interpolated].sort()).toEqual([...exampleValues.keys()].sort());
    for (const [service, entry] of Object.entries(compose.services)) {
      for (const [name, value] of Object.entries(entry.environment ?? {})) {
        if (/(SECRET|PASSWORD|PEPPER|_KEYS|TOKEN|SEED|SIGNING_KEY)$/.test(name)) {
          // Usually the same name; one per service where each has its own (NATS_NKEY_SEED_<SERVICE>).
          const source = /^\$\{([A-Z0-9_]+):-\}$/.exec(String(value))?.[1];
          expect(source, `${service} ${name}`).toBeDefined();
          expect(exampleValues.get(source!), `example.env ${source}`).toBe('');
        }
      }
    }
  });

  it('runs NATS with one identity per service: the rendered configuration, public keys from .env', () => {
    const nats = compose.services.nats!;
    expect(nats.command).toEqual(['-c', '/etc/nats/nats-server.conf']);
    expect(nats.volumes).toContain('./deploy/compose/nats-server.conf:/etc/nats/nats-server.conf:ro');
    expect(readFileSync(composeConfigFile, 'utf8'), 'run `npx tsx deploy/compose/nats-identities.ts`').toBe(
      composeNatsServerConfig(),
    );
    expect(Object.keys(nats.environment ?? {}).sort()).toEqual(natsServices.map(publicKeyVariable).sort());
    for (const service of natsServices) {
      expect(nats.environment![publicKeyVariable(service)]).toBe(`\${${publicKeyVariable(service)}:-}`);
      expect(compose.services[service]!.environment!.NATS_NKEY_SEED).toBe(`\${${seedVariable(service)}:-}`);
    }
  });

  it('nats-identities.ts fills each seed once, with its public key, and keeps what is set', () => {
    const first = withNatsIdentities('EMAIL_TOKEN_SECRET=abc\nNATS_NKEY_SEED_AUTH=\n');
    const values = new Map([...first.matchAll(/^([A-Z_]+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]));
    expect(values.get('EMAIL_TOKEN_SECRET')).toBe('abc');
    for (const service of natsServices) {
      expect(values.get(seedVariable(service))).toMatch(/^SU[A-Z2-7]{56}$/);
      expect(values.get(publicKeyVariable(service))).toBe(publicKeyOf(values.get(seedVariable(service))!));
    }
    for (const caller of callerNames) {
      expect(values.get(signingKeyVariable(caller)), caller).toMatch(/^[A-Za-z0-9_-]{43}$/);
    }
    expect(parsePublicKeys(values.get('SERVICE_PUBLIC_KEYS')!).size).toBe(callerNames.length);
    expect(values.get('SERVICE_PUBLIC_KEYS')).toContain(
      `bff:${signingPublicKeyOf(values.get('SERVICE_SIGNING_KEY_BFF')!)}`,
    );
    expect(withNatsIdentities(first)).toBe(first);
  });

  it('pins every image it pulls to an exact version, NATS to one that flushes every write (2.12 or later)', () => {
    for (const [name, entry] of Object.entries(compose.services)) {
      const image = (entry as { image?: string }).image ?? '';
      if (image.startsWith('legado/')) continue;
      // A floating tag (`17-alpine`, `2.10-alpine`, `latest`) changes under a running deployment.
      expect(image, name).toMatch(/:v?\d+\.\d+(\.\d+)?(-[a-z0-9.]+)?$/);
      expect(image, name).not.toMatch(/:v?\d+(-[a-z0-9.]+)?$/);
    }
    const [major, minor, patch] = /^nats:(\d+)\.(\d+)\.(\d+)-alpine$/
      .exec((compose.services.nats as { image: string }).image)!
      .slice(1)
      .map(Number) as [number, number, number];
    expect(major * 100 + minor, 'nats 2.12 or later').toBeGreaterThanOrEqual(212);
    expect(patch).toBeGreaterThanOrEqual(0);
    expect(readFileSync(composeConfigFile, 'utf8')).toContain('sync_interval: always');
  });

  it.skipIf(!findNatsServer())('nats-server accepts the configuration with those keys', () => {
    const keys = new Map(
      [...withNatsIdentities('').matchAll(/^(NATS_PUBLIC_KEY_[A-Z]+)=(.*)$/gm)].map((m) => [m[1]!, m[2]!]),
    );
    // This machine's server may be older than the image's: 2.9 (Debian's) refuses `sync_interval`, which came in
    // 2.10, so it checks the rest of the file without it.
    const version = /v(\d+)\.(\d+)/.exec(
      execFileSync(findNatsServer()!, ['--version'], { encoding: 'utf8' }),
    )!;
    const hasSyncInterval = Number(version[1]) * 100 + Number(version[2]) >= 210;
    const dir = mkdtempSync(path.join(os.tmpdir(), 'compose-nats-'));
    const file = path.join(dir, 'nats-server.conf');
    const config = readFileSync(composeConfigFile, 'utf8');
    writeFileSync(file, hasSyncInterval ? config : config.replace(', sync_interval: always', ''));
    try {
      expect(() =>
        execFileSync(findNatsServer()!, ['-c', file, '-t'], { env: Object.fromEntries(keys), stdio: 'pipe' }),
      ).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
