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
  clusterName,
  natsPublicKeyVariable,
  natsValuesFile,
  objectStoreName,
  postgresClusterFile,
  postgresRecoveryClusterFile,
  postgresRestoreCheckFile,
  restoredNamePlaceholder,
  renderNatsValues,
  renderPostgresCluster,
  renderRecoveryCluster,
  renderRestoreCheck,
  restoreCheckCluster,
  targetTimePlaceholder,
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
  additionalProperties?: Schema | boolean;
  items?: Schema;
  'x-kubernetes-preserve-unknown-fields'?: boolean;
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

/**
 * The fields of `value` its schema does not name. JSON Schema lets them through; the API server drops them (or
 * kubectl refuses them), so a misspelt field would otherwise pass here and be lost there.
 */
function unknownFields(schema: Schema, value: unknown, at = ''): string[] {
  if (Array.isArray(value) && schema.items)
    return value.flatMap((item, i) => unknownFields(schema.items!, item, `${at}[${i}]`));
  if (!value || typeof value !== 'object' || schema['x-kubernetes-preserve-unknown-fields']) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    const field = schema.properties?.[key];
    if (field) return unknownFields(field, child, `${at}.${key}`);
    if (typeof schema.additionalProperties === 'object')
      return unknownFields(schema.additionalProperties, child, `${at}.${key}`);
    return schema.properties || schema.additionalProperties === false ? [`${at}.${key}`] : [];
  });
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
  // The plugin takes the folder's name from the Cluster's plugin parameters, never from the ObjectStore.
  '!has(self.serverName)': (self) => !has(self, 'serverName'),
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
    expect(read(path.relative(repoRoot, postgresRecoveryClusterFile))).toBe(renderRecoveryCluster());
    expect(read(path.relative(repoRoot, postgresRestoreCheckFile))).toBe(renderRestoreCheck());
  });
});

type ClusterSpec = {
  instances: number;
  postgresql?: { synchronous?: { number: number } };
  plugins?: { isWALArchiver?: boolean }[];
  bootstrap?: { recovery?: { source: string; recoveryTarget?: Record<string, unknown> } };
  externalClusters?: { name: string; plugin?: unknown }[];
};
type Resource = { kind: string; metadata: { name: string }; spec: Record<string, unknown> };
const resourcesOf = (file: string) =>
  parseAllDocuments(read(path.relative(repoRoot, file))).map((doc) => doc.toJS() as Resource);

/** A PostgreSQL interval (`60s`, `5min`) in seconds. */
function seconds(interval: string): number {
  const [, value, unit] = /^(\d+)\s*(s|min|h)?$/.exec(interval)!;
  return Number(value) * { s: 1, min: 60, h: 3600 }[unit ?? 's']!;
}

/** The fewest days a Barman retention policy (`35d`, `5w`, `12m`) can mean: a month counted as 28 days. */
function fewestDays(policy: string): number {
  const [, value, unit] = /^(\d+)([dwm])$/.exec(policy)!;
  return Number(value) * { d: 1, w: 7, m: 28 }[unit!]!;
}

describe.skipIf(!haveSharedData)('CloudNativePG resources against the operator’s and plugin’s CRDs', () => {
  const resources = resourcesOf(postgresClusterFile);
  const recovery = resourcesOf(postgresRecoveryClusterFile);
  const check = resourcesOf(postgresRestoreCheckFile);
  const ajv = new Ajv({ strict: false, validateFormats: false, allErrors: true });
  const schemas = {
    Cluster: 'postgresql.cnpg.io_clusters.yaml',
    Database: 'postgresql.cnpg.io_databases.yaml',
    ScheduledBackup: 'postgresql.cnpg.io_scheduledbackups.yaml',
    ObjectStore: 'barmancloud.cnpg.io_objectstores.yaml',
  };
  const named = (kind: string, name: string, among = [...resources, ...recovery, ...check]) =>
    among.find((resource) => resource.kind === kind && resource.metadata.name === name)!;

  it.each(
    [
      [postgresClusterFile, resources],
      [postgresRecoveryClusterFile, recovery],
      [postgresRestoreCheckFile, check],
    ].flatMap(([file, list]) =>
      (list as Resource[]).map(
        (resource) =>
          [`${path.basename(file as string)}: ${resource.kind} ${resource.metadata.name}`, resource] as const,
      ),
    ),
  )(
    '%s is valid against its openAPIV3Schema, has no field it lacks and meets its CEL rules',
    (_, resource) => {
      const schema = crdSchema(schemas[resource.kind as keyof typeof schemas]);
      const valid = ajv.validate(schema, resource);
      expect(ajv.errors ?? [], JSON.stringify(ajv.errors)).toEqual([]);
      expect(valid).toBe(true);
      expect(unknownFields(schema, resource)).toEqual([]);
      for (const { at, rule, self } of celRulesOn(schema, resource)) {
        const normalised = rule.replace(/\s+/g, ' ').trim();
        expect(celRules[normalised], `an unread CEL rule at ${at}: ${normalised}`).toBeDefined();
        expect(celRules[normalised]!(self), `${at}: ${normalised}`).toBe(true);
      }
    },
  );

  it('archives WAL within 60 s into the object store, encrypted, and takes a base backup there daily', () => {
    const cluster = named('Cluster', 'legado-db', resources);
    expect(cluster.spec.plugins).toEqual([
      {
        name: 'barman-cloud.cloudnative-pg.io',
        isWALArchiver: true,
        parameters: { barmanObjectName: objectStoreName },
      },
    ]);
    const { archive_timeout } = (cluster.spec.postgresql as { parameters: Record<string, string> })
      .parameters;
    expect(seconds(archive_timeout!)).toBeLessThanOrEqual(60);
    const store = named('ObjectStore', objectStoreName, resources).spec as {
      configuration: Record<string, { encryption?: string }> & { s3Credentials: unknown };
    };
    expect(store.configuration.wal!.encryption).toBe('AES256');
    expect(store.configuration.data!.encryption).toBe('AES256');
    expect(store.configuration.s3Credentials).toMatchObject({
      accessKeyId: { name: 'legado-db-backup-s3' },
      secretAccessKey: { name: 'legado-db-backup-s3' },
    });
    const daily = named('ScheduledBackup', 'legado-db-daily', resources).spec;
    expect(daily).toMatchObject({
      cluster: { name: 'legado-db' },
      method: 'plugin',
      pluginConfiguration: { name: 'barman-cloud.cloudnative-pg.io' },
      immediate: true,
    });
    // Seconds, minutes and hours fixed, every day of every month: once a day.
    expect(daily.schedule).toMatch(/^\d+ \d+ \d+ \* \* \*$/);
  });

  it('keeps 35 days of point-in-time recovery and each monthly base backup a year (one recovery window)', () => {
    const days = fewestDays(named('ObjectStore', objectStoreName, resources).spec.retentionPolicy as string);
    // A window keeps every instant within it and every backup that long: a year covers both (35 days < 365).
    expect(days).toBeGreaterThanOrEqual(365);
  });

  it('restores legado-db to an instant as a new cluster like it, archiving and backed up in a folder of its own', () => {
    const first = named('Cluster', 'legado-db', resources);
    const [name, targetTime] = [restoredNamePlaceholder, targetTimePlaceholder];
    const restored = named('Cluster', name, recovery);
    expect(name).not.toBe('legado-db');
    expect(named('ObjectStore', objectStoreName, recovery)).toEqual(
      named('ObjectStore', objectStoreName, resources),
    );
    for (const field of ['instances', 'imageName', 'postgresql', 'storage', 'managed', 'plugins'])
      expect(restored.spec[field], field).toEqual(first.spec[field]);
    expect(restored.spec.topologySpreadConstraints).toMatchObject([
      { labelSelector: { matchLabels: { 'cnpg.io/cluster': name } } },
    ]);
    expect(restored.spec.bootstrap).toEqual({
      recovery: { source: 'legado-db', recoveryTarget: { targetTime } },
    });
    expect(Number.isNaN(Date.parse(targetTime))).toBe(false);
    expect(restored.spec.externalClusters).toEqual([
      {
        name: 'legado-db',
        plugin: {
          name: 'barman-cloud.cloudnative-pg.io',
          parameters: { barmanObjectName: objectStoreName, serverName: 'legado-db' },
        },
      },
    ]);
    expect(named('ScheduledBackup', `${name}-daily`, recovery).spec).toEqual({
      ...named('ScheduledBackup', 'legado-db-daily', resources).spec,
      cluster: { name },
    });
  });

  it('checks a restore on a throwaway cluster that writes nothing to the bucket, by the script that sets its instant', () => {
    expect(check.map((resource) => resource.kind)).toEqual(['Cluster']);
    const cluster = named('Cluster', restoreCheckCluster, check);
    expect(cluster.spec.plugins).toBeUndefined();
    const restored = named('Cluster', restoredNamePlaceholder, recovery).spec;
    expect(cluster.spec.bootstrap).toEqual(restored.bootstrap);
    expect(cluster.spec.externalClusters).toEqual(restored.externalClusters);
    const script = read('deploy/kubernetes/restore-check.sh');
    for (const [variable, value] of [
      ['cluster', clusterName],
      ['store', objectStoreName],
      ['check', restoreCheckCluster],
      ['placeholder', targetTimePlaceholder],
    ])
      expect(script).toContain(`\n${variable}=${value}\n`);
    expect(script).toContain(path.basename(postgresRestoreCheckFile));
    expect(() =>
      execFileSync('bash', ['-n', path.join(repoRoot, 'deploy/kubernetes/restore-check.sh')]),
    ).not.toThrow();
  });

  // The operator's admission webhook (not in the CRDs) refuses these; read from its cluster_webhook.go.
  it.each(
    [...resources, ...recovery, ...check]
      .filter((resource) => resource.kind === 'Cluster')
      .map((resource) => [resource.metadata.name, resource.spec as ClusterSpec] as const),
  )('Cluster %s meets the operator’s admission rules on what it sets', (_, spec) => {
    const synchronous = spec.postgresql?.synchronous;
    if (synchronous) expect(synchronous.number).toBeLessThan(spec.instances);
    expect((spec.plugins ?? []).filter((plugin) => plugin.isWALArchiver).length).toBeLessThanOrEqual(1);
    const fromBackup = spec.bootstrap?.recovery;
    if (!fromBackup) return;
    const source = spec.externalClusters?.find((external) => external.name === fromBackup.source);
    expect(source?.plugin).toBeDefined();
    const target = fromBackup.recoveryTarget ?? {};
    const kinds = ['targetTime', 'targetLSN', 'targetName', 'targetXID', 'targetImmediate'];
    expect(kinds.filter((kind) => kind in target).length).toBeLessThanOrEqual(1);
    // The backup to start from is found by time or LSN; by a restore point's name, an xid or "immediate", not.
    if (['targetName', 'targetXID', 'targetImmediate'].some((kind) => kind in target))
      expect(target.backupID).toBeDefined();
  });

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
