import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  backendServices,
  read,
  repoRoot,
  serviceNames,
  telemetryVariables,
  variablesOf,
} from './deploy-facts.ts';

type ComposeService = {
  build?: { context: string; dockerfile: string };
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
const infrastructure = ['postgres', 'redis', 'nats', 'mailpit', 'otel-collector'];

describe('docker-compose.yml', () => {
  it('runs the infrastructure, every service and the bff on :8080', () => {
    expect(Object.keys(compose.services).sort()).toEqual([...infrastructure, ...serviceNames].sort());
    expect(compose.services.bff?.ports).toEqual(['127.0.0.1:8080:8080']);
  });

  it('publishes no port beyond this machine (the databases, the broker and the mail catcher least of all)', () => {
    const published = Object.values(compose.services).flatMap((entry) => entry.ports ?? []);
    expect(published.length).toBeGreaterThan(0);
    for (const port of published) expect(port).toMatch(/^127\.0\.0\.1:\d+:\d+$/);
  });

  it.each(serviceNames)('%s: sets exactly the variables its config schema reads', (service) => {
    const environment = Object.keys(compose.services[service]?.environment ?? {}).sort();
    expect(environment).toEqual([...variablesOf(service), ...telemetryVariables].sort());
  });

  it.each(serviceNames)(
    '%s: built from the root with its Dockerfile, hardened, health-checked',
    (service) => {
      const entry = compose.services[service]!;
      expect(entry.build).toEqual({ context: '.', dockerfile: `services/${service}/Dockerfile` });
      expect(existsSync(path.join(repoRoot, entry.build!.dockerfile))).toBe(true);
      expect(entry.read_only).toBe(true);
      expect(entry.healthcheck?.test.slice(0, 3)).toEqual(['CMD', 'node', 'deploy/image/healthcheck.ts']);
    },
  );

  it('starts each service after what it needs is healthy', () => {
    for (const [name, entry] of Object.entries(compose.services)) {
      for (const [dependency, { condition }] of Object.entries(entry.depends_on ?? {})) {
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

  it('gives each service its own database, created by the init script', () => {
    const init = read('deploy/compose/postgres-init.sql');
    for (const service of backendServices) {
      const url = new URL(String(compose.services[service]!.environment!.DATABASE_URL));
      expect(url.pathname).toBe(`/legado_${service}`);
      expect(init).toContain(`CREATE DATABASE legado_${service};`);
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
        if (/(SECRET|PASSWORD|PEPPER|_KEYS|TOKEN)$/.test(name)) {
          expect(String(value), `${service} ${name}`).toMatch(/^\$\{[A-Z0-9_]+:-\}$/);
          expect(exampleValues.get(name), `example.env ${name}`).toBe('');
        }
      }
    }
  });
});
