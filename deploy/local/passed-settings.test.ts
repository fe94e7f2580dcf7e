import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadOrCreateSecrets } from './local-secrets.ts';
import { configSchemas, passedSettings } from './passed-settings.ts';
import { backendServices, serviceEnvironment, type ServiceName, type StackOptions } from './stack.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'passed-settings-'));
const secrets = loadOrCreateSecrets(path.join(folder, 'secrets.env'));
rmSync(folder, { recursive: true });

function options(env: Record<string, string>): StackOptions {
  return {
    secrets,
    postgresUrl: 'postgresql://postgres@127.0.0.1:5432/postgres',
    redisUrl: 'redis://127.0.0.1:6379',
    natsUrl: 'nats://127.0.0.1:4222',
    httpPort: 8080,
    grpcPorts: { ...backendServices },
    smtpPort: 1025,
    mailApiPort: 8025,
    bouncePort: 2525,
    databasePrefix: 'legado_',
    mediaStorageDir: '/tmp/media',
    eventsPrefix: 'legado',
    redisKeyPrefix: 'legado',
    env,
    log: () => undefined,
  };
}

describe('npm start passes documented settings on', () => {
  it('gives every service each variable it reads, unless the runner sets that one itself', () => {
    const everything = Object.fromEntries(
      Object.values(configSchemas).flatMap((schema) =>
        Object.keys(schema.shape).map((name) => [name, 'set']),
      ),
    );
    for (const [service, schema] of Object.entries(configSchemas) as [
      ServiceName,
      (typeof configSchemas)['bff'],
    ][]) {
      const runnersOwn = serviceEnvironment(options({}), service);
      const given = serviceEnvironment(options(passedSettings(everything)), service);
      for (const variable of Object.keys(schema.shape)) {
        // The log level has a default of the runner's that a developer's setting replaces.
        if (variable in runnersOwn && variable !== 'LOG_LEVEL') continue;
        expect(given[variable], `${variable} for ${service}`).toBe('set');
      }
    }
  });

  it('gives each process only what it reads: one service’s secret reaches no other', () => {
    const secretsOfOne = {
      AI_API_KEY: 'sk-the-assistant',
      PAYPAL_CLIENT_SECRET: 'paypal-secret',
      SMTP_PASSWORD: 'smtp-secret',
      S3_SECRET_ACCESS_KEY: 's3-secret',
    };
    const given = passedSettings({ ...secretsOfOne, OTEL_SERVICE_NAME: 'legado' });
    for (const service of [...Object.keys(backendServices), 'bff'] as ServiceName[]) {
      const environment = serviceEnvironment(options(given), service);
      const reads = Object.keys(configSchemas[service].shape);
      for (const [name, value] of Object.entries(secretsOfOne)) {
        if (reads.includes(name)) continue;
        expect(Object.values(environment), `${name} in ${service}`).not.toContain(value);
      }
      expect(environment.OTEL_SERVICE_NAME).toBe('legado');
    }
    // And each reaches the one that reads it.
    expect(serviceEnvironment(options(given), 'notification').SMTP_PASSWORD).toBe('smtp-secret');
  });

  it('passes the OpenTelemetry SDK’s variables, and nothing else of the environment', () => {
    expect(
      passedSettings({
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_SERVICE_NAME: 'x',
        HOME: '/root',
        ACCESS_LIMIT_PER_IP: '5000',
      }),
    ).toEqual({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      OTEL_SERVICE_NAME: 'x',
      ACCESS_LIMIT_PER_IP: '5000',
    });
  });

  it('connects each service to its own database as its own role, never as the superuser', () => {
    for (const service of Object.keys(backendServices) as (keyof typeof backendServices)[]) {
      const url = new URL(serviceEnvironment(options({}), service).DATABASE_URL!);
      expect(url.username).toBe(`legado_${service}`);
      expect(url.pathname).toBe(`/legado_${service}`);
      expect(url.password).not.toBe('');
    }
    expect(serviceEnvironment(options({}), 'bff').DATABASE_URL).toBeUndefined();
  });
});
