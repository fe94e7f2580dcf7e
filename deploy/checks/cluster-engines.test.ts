// The Kubernetes engines' files (deploy/kubernetes), checked against their projects' own definitions in
// ../shared/data: CloudNativePG's CRDs (their openAPIV3Schema, and the CEL rules the schema alone cannot say) and
// the official NATS chart, rendered with the values by Helm's engine (deploy/helm-render).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createUser } from '@nats-io/nkeys';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import {
  natsPublicKeyVariable,
  natsValuesFile,
  postgresClusterFile,
  renderNatsValues,
  renderPostgresCluster,
} from '../kubernetes/cluster-engines.ts';
import { natsServices } from '../nats/event-routes.ts';
import { findNatsServer } from '../nats/nats-server.ts';
import { buildRenderer, read, repoRoot } from './deploy-facts.ts';

const sharedData = path.resolve(repoRoot, '..', 'shared', 'data');
const crdDir = path.join(sharedData, 'cloudnative-pg', 'crd');
const natsChart = path.join(sharedData, 'nats-helm-chart', 'nats');
const haveSharedData = fs.existsSync(crdDir) && fs.existsSync(natsChart);

type Schema = {
  properties?: Record<string, Schema>;
  items?: Schema;
  'x-kubernetes-validations'?: { rule: string; message: string }[];
};

function crdSchema(file: string): Schema {
  const crd = parse(fs.readFileSync(path.join(crdDir, file), 'utf8')) as {
    spec: { versions: { name: string; schema: { openAPIV3Schema: Schema } }[] };
  };
  return crd.spec.versions.find((version) => version.name === 'v1')!.schema.openAPIV3Schema;
}

/** Every CEL rule (x-kubernetes-validations) on the schema's nodes that `value` has: the API server runs them. */
function celRulesOn(schema: Schema, value: unknown, at = ''): { at: string; rule: string; self: unknown }[] {
  const here = (schema['x-kubernetes-validations'] ?? []).map(({ rule }) => ({ at, rule, self: value }));
  if (Array.isArray(value) && schema.items)
    return [...here, ...value.flatMap((item, i) => celRulesOn(schema.items!, item, `${at}[${i}]`))];
  if (value && typeof value === 'object' && schema.properties) {
    return [
      ...here,
      ...Object.entries(value).flatMap(([key, child]) =>
        schema.properties![key] ? celRulesOn(schema.properties![key]!, child, `${at}.${key}`) : [],
      ),
    ];
  }
  return here;
}

type Self = Record<string, unknown> & { size?: never };
const has = (self: unknown, key: string) => (self as Self)[key] !== undefined;
const sizeOf = (self: unknown, key: string) => ((self as Record<string, unknown[]>)[key] ?? []).length;

/**
 * The CEL rules our resources meet, each read and written out here; a rule not in this table fails the test
 * (a new CRD version's rule is read before it is trusted). `self == oldSelf` rules bind updates, never a create.
 */
const celRules: Record<string, (self: unknown) => boolean> = {
  'self == oldSelf': () => true,
  "!has(self.builtinLocale) || self.localeProvider == 'builtin'": (self) =>
    !has(self, 'builtinLocale') || (self as Self).localeProvider === 'builtin',
  "!has(self.icuLocale) || self.localeProvider == 'icu'": (self) =>
    !has(self, 'icuLocale') || (self as Self).localeProvider === 'icu',
  "!has(self.icuRules) || self.localeProvider == 'icu'": (self) =>
    !has(self, 'icuRules') || (self as Self).localeProvider === 'icu',
  'self > 0': (self) => (self as number) > 0,
  "self != 'postgres'": (self) => self !== 'postgres',
  "self != 'template0'": (self) => self !== 'template0',
  "self != 'template1'": (self) => self !== 'template1',
  '!(has(self.imageCatalogRef) && has(self.imageName))': (self) =>
    !(has(self, 'imageCatalogRef') && has(self, 'imageName')),
  "self.dataDurability!='preferred' || ((!has(self.standbyNamesPre) || self.standbyNamesPre.size()==0) && (!has(self.standbyNamesPost) || self.standbyNamesPost.size()==0))":
    (self) =>
      (self as Self).dataDurability !== 'preferred' ||
      (sizeOf(self, 'standbyNamesPre') === 0 && sizeOf(self, 'standbyNamesPost') === 0),
  '!(has(self.podFailureDomainKeys) && self.podFailureDomainKeys.size() > 0 && has(self.nodeFailureDomainKeys) && self.nodeFailureDomainKeys.size() > 0)':
    (self) => !(sizeOf(self, 'podFailureDomainKeys') > 0 && sizeOf(self, 'nodeFailureDomainKeys') > 0),
  '!(has(self.syncReplicaElectionConstraint) && self.syncReplicaElectionConstraint.enabled && has(self.synchronous) && ((has(self.synchronous.podFailureDomainKeys) && self.synchronous.podFailureDomainKeys.size() > 0) || (has(self.synchronous.nodeFailureDomainKeys) && self.synchronous.nodeFailureDomainKeys.size() > 0)))':
    (self) => !has(self, 'syncReplicaElectionConstraint'),
};

describe('deploy/kubernetes', () => {
  it('holds the files the generator writes (npx tsx deploy/kubernetes/cluster-engines.ts)', () => {
    expect(read(path.relative(repoRoot, natsValuesFile))).toBe(renderNatsValues());
    expect(read(path.relative(repoRoot, postgresClusterFile))).toBe(renderPostgresCluster());
  });
});

describe.skipIf(!haveSharedData)('CloudNativePG resources against the operator’s CRDs', () => {
  const resources = parseAllDocuments(read(path.relative(repoRoot, postgresClusterFile))).map(
    (doc) => doc.toJS() as { kind: string; metadata: { name: string }; spec: Record<string, unknown> },
  );
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
  const schemas = {
    Cluster: 'postgresql.cnpg.io_clusters.yaml',
    Database: 'postgresql.cnpg.io_databases.yaml',
  };

  it.each(resources.map((resource) => [`${resource.kind} ${resource.metadata.name}`, resource] as const))(
    '%s is valid against its openAPIV3Schema and meets every CEL rule on what it sets',
    (_, resource) => {
      const schema = crdSchema(schemas[resource.kind as keyof typeof schemas]);
      const valid = ajv.validate(schema, resource);
      expect(ajv.errors ?? [], JSON.stringify(ajv.errors)).toEqual([]);
      expect(valid).toBe(true);
      for (const { at, rule, self } of celRulesOn(schema, resource)) {
        const normalised = rule.replace(/\s+/g, ' ').trim();
        expect(celRules[normalised], `an unread CEL rule at ${at}: ${normalised}`).toBeDefined();
        expect(celRules[normalised]!(self), `${at}: ${normalised}`).toBe(true);
      }
    },
  );

  it('never loses an acknowledged commit: three instances, a synchronous standby required, one per zone', () => {
    const cluster = resources.find((resource) => resource.kind === 'Cluster')!;
    expect(cluster.spec).toMatchObject({
      instances: 3,
      postgresql: { synchronous: { method: 'any', number: 1, dataDurability: 'required' } },
      topologySpreadConstraints: [
        { topologyKey: 'topology.kubernetes.io/zone', whenUnsatisfiable: 'DoNotSchedule' },
      ],
    });
  });

  it('gives every service a role of its own, with no power beyond its database, and that database', () => {
    const cluster = resources.find((resource) => resource.kind === 'Cluster')!;
    const roles = (cluster.spec.managed as { roles: Record<string, unknown>[] }).roles;
    expect(roles.map((role) => role.name).sort()).toEqual(natsServices.map((s) => `legado_${s}`).sort());
    for (const role of roles)
      expect(role).toMatchObject({ login: true, superuser: false, createdb: false, createrole: false });
    const databases = resources.filter((resource) => resource.kind === 'Database');
    expect(databases.map((db) => [db.spec.name, db.spec.owner])).toEqual(
      natsServices.map((s) => [`legado_${s}`, `legado_${s}`]),
    );
  });
});

describe.skipIf(!haveSharedData)('the official NATS chart with deploy/kubernetes/nats-values.yaml', () => {
  const render = buildRenderer();
  const manifests = parseAllDocuments(
    render([path.relative(repoRoot, natsValuesFile)], { name: 'nats', chart: natsChart }),
  )
    .map(
      (doc) => doc.toJS() as { kind: string; spec?: Record<string, unknown>; data?: Record<string, string> },
    )
    .filter(Boolean);
  const statefulSet = manifests.find((m) => m.kind === 'StatefulSet')!;
  const config = manifests.find((m) => m.kind === 'ConfigMap')!.data!['nats.conf']!;
  const pod = (statefulSet.spec!.template as { spec: Record<string, unknown> }).spec;
  const nats = (pod.containers as { name: string; image: string }[]).find((c) => c.name === 'nats')!;

  it('runs three servers of one cluster, one per zone, each with a JetStream file store', () => {
    expect(statefulSet.spec!.replicas).toBe(3);
    expect(config).toMatch(/"routes": \[\s*"nats:\/\/nats-0\.nats-headless:6222",\s*"nats:\/\/nats-1/);
    expect(pod.topologySpreadConstraints).toMatchObject([{ topologyKey: 'topology.kubernetes.io/zone' }]);
    expect(statefulSet.spec!.volumeClaimTemplates).toMatchObject([
      { spec: { resources: { requests: { storage: '10Gi' } } } },
    ]);
  });

  it('pins nats-server 2.12 or later and flushes every write before acknowledging it', () => {
    const [, major, minor] = /^nats:(\d+)\.(\d+)\.\d+-alpine$/.exec(nats.image)!.map(Number) as number[];
    expect(major! * 100 + minor!).toBeGreaterThanOrEqual(212);
    expect(config).toMatch(/"jetstream": \{[^}]*"sync_interval": "always"/);
  });

  it('knows each service by its public key, from the Secret, with its permissions', () => {
    for (const service of natsServices)
      expect(config).toContain(`"nkey": $${natsPublicKeyVariable(service)},`);
    const env = (pod.containers as { name: string; env: { name: string }[] }[]).find(
      (c) => c.name === 'nats',
    )!.env;
    expect(env.map((e) => e.name)).toEqual(expect.arrayContaining(natsServices.map(natsPublicKeyVariable)));
  });

  it.skipIf(!findNatsServer())('renders a configuration nats-server accepts', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nats-chart-'));
    try {
      // This machine's server (Debian's 2.9) predates `sync_interval` (2.10): checked without it.
      const version = /v(\d+)\.(\d+)/.exec(
        execFileSync(findNatsServer()!, ['--version'], { encoding: 'utf8' }),
      )!;
      const old = Number(version[1]) * 100 + Number(version[2]) < 210;
      const file = path.join(dir, 'nats.conf');
      fs.writeFileSync(file, old ? config.replace(/,?\s*"sync_interval": "always"/, '') : config);
      const keys = Object.fromEntries(
        natsServices.map((service) => [natsPublicKeyVariable(service), createUser().getPublicKey()]),
      );
      expect(() =>
        execFileSync(findNatsServer()!, ['-c', file, '-t'], {
          env: { ...keys, SERVER_NAME: 'nats-0', POD_NAME: 'nats-0' },
          stdio: 'pipe',
        }),
      ).not.toThrow();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
