import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { runtimeEnvironmentOf } from '@app/proto/service-manifest';
import { configSchemas } from '../local/passed-settings.ts';
import { serviceManifests } from '../wiring/manifests.ts';

/** What the deploy checks compare: the repository's files, each service's config schema, rendered charts. */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');

/** Every deployable: each folder under services/ (a new one fails here until passed-settings.ts has its schema). */
export const serviceNames = readdirSync(path.join(repoRoot, 'services')).sort();
export const backendServices = serviceNames.filter((s) =>
  existsSync(path.join(repoRoot, 'services', s, 'prisma')),
);

/** Variables read outside the config schemas: the OpenTelemetry SDK's (packages/platform/src/telemetry.ts). */
export const telemetryVariables = ['OTEL_EXPORTER_OTLP_ENDPOINT'];

export function schemaOf(service: string): z.ZodObject {
  const schema = (configSchemas as Record<string, z.ZodObject | undefined>)[service];
  if (!schema) throw new Error(`services/${service} has no config schema in deploy/local/passed-settings.ts`);
  return schema;
}

export const variablesOf = (service: string) => Object.keys(schemaOf(service).shape).sort();

/** The Node runtime's variables the service's manifest decides (`NODE_OPTIONS` for a heap cap): name and value. */
export const runtimeEnvironmentOfService = (service: string): Record<string, string> =>
  service in serviceManifests
    ? runtimeEnvironmentOf(serviceManifests[service as keyof typeof serviceManifests])
    : {};

/** What a deployment passes the service: the variables it reads and those of its runtime, sorted. */
export const passedVariablesOf = (service: string) =>
  [...variablesOf(service), ...Object.keys(runtimeEnvironmentOfService(service))].sort();

/** Variables without a default: the service does not start without them. */
export const requiredVariablesOf = (service: string) =>
  Object.entries(schemaOf(service).shape)
    .filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success)
    .map(([name]) => name)
    .sort();

/**
 * Builds deploy/helm-render (Helm's engine: Go text/template + sprig) with Debian's Go and libraries, which
 * `.ci/run` installs. Returns a function that renders a chart (charts/service unless told) like `helm template`.
 */
export function buildRenderer(): (
  valuesFiles: string[],
  options?: { name?: string; notes?: boolean; chart?: string },
) => string {
  const binary = path.join(mkdtempSync(path.join(tmpdir(), 'helm-render-')), 'helm-render');
  try {
    execFileSync('go', ['build', '-o', binary, '.'], {
      cwd: path.join(repoRoot, 'deploy', 'helm-render'),
      env: { ...process.env, GO111MODULE: 'off', GOPATH: '/usr/share/gocode' },
      stdio: 'pipe',
    });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(
      `building deploy/helm-render failed (apt-get install golang-go golang-github-masterminds-sprig-dev ` +
        `golang-gopkg-yaml.v3-dev golang-github-xeipuuv-gojsonschema-dev):\n${stderr}`,
      { cause: error },
    );
  }
  return (
    valuesFiles,
    { name = 'release', notes = false, chart = path.join(repoRoot, 'charts', 'service') } = {},
  ) =>
    execFileSync(
      binary,
      [
        '-name',
        name,
        ...(notes ? ['-notes'] : []),
        ...valuesFiles.flatMap((file) => ['-f', path.resolve(repoRoot, file)]),
        chart,
      ],
      { encoding: 'utf8', stdio: 'pipe' },
    );
}
