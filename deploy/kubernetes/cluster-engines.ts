// The engines the product runs on in Kubernetes, as their own projects define them: the official NATS Helm
// chart's values (three servers, JetStream on disk, every write flushed, the product's identities) and a
// CloudNativePG `Cluster` (three PostgreSQL instances, synchronous replication that never loses an acknowledged
// commit, one role and one database per service) archived by the Barman Cloud plugin into S3, with the manifests
// that restore it to an instant and check a restore monthly. `npx tsx deploy/kubernetes/cluster-engines.ts`
// writes the files; `deploy/checks/cluster-engines.test.ts` holds them equal to this and valid against the
// projects' own definitions (docs/deployment.md, "PostgreSQL and NATS in Kubernetes").
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { natsServices, type NatsService } from '../nats/event-routes.ts';
import { productPermissions } from '../nats/nats-permissions.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const natsValuesFile = path.join(here, 'nats-values.yaml');
export const postgresClusterFile = path.join(here, 'postgres-cluster.yaml');
export const postgresRecoveryClusterFile = path.join(here, 'postgres-recovery-cluster.yaml');
export const postgresRestoreCheckFile = path.join(here, 'postgres-restore-check.yaml');

/** The events prefix deploy/values gives every service. */
const prefix = 'legado';
/** The first nats-server with `sync_interval` and Jepsen's 2.12 fixes is 2.12; this is the chart's own. */
export const natsImageTag = '2.14.2-alpine';
export const natsPublicKeyVariable = (service: NatsService) => `NATS_PUBLIC_KEY_${service.toUpperCase()}`;
/** The Secret that holds each service's public NKey (not secret, but kept beside the seeds' Secrets). */
const natsKeysSecret = 'legado-nats-keys';
const zone = 'topology.kubernetes.io/zone';

/** Values for the official chart (`helm install nats nats/nats -f deploy/kubernetes/nats-values.yaml`). */
export function natsValues() {
  const permissions = productPermissions(prefix);
  return {
    config: {
      cluster: { enabled: true, replicas: 3 },
      jetstream: {
        enabled: true,
        fileStore: { pvc: { size: '10Gi' } },
        // Flushed before acknowledged: Jepsen (NATS 2.12.1) lost acknowledged writes under power loss without.
        merge: { sync_interval: 'always' },
      },
      // The product's identities, as deploy/nats renders them for compose: each service's public key comes from
      // the container's environment (`<< $VAR >>` is the chart's syntax for an unquoted variable).
      merge: {
        authorization: {
          users: natsServices.map((service) => ({
            nkey: `<< $${natsPublicKeyVariable(service)} >>`,
            permissions: {
              publish: { allow: permissions[service].publish },
              subscribe: { allow: permissions[service].subscribe },
            },
          })),
        },
      },
    },
    container: {
      image: { tag: natsImageTag },
      env: Object.fromEntries(
        natsServices.map((service) => [
          natsPublicKeyVariable(service),
          { valueFrom: { secretKeyRef: { name: natsKeysSecret, key: natsPublicKeyVariable(service) } } },
        ]),
      ),
    },
    // One server per zone: a zone's loss leaves two of three, a quorum for every stream.
    podTemplate: {
      topologySpreadConstraints: { [zone]: { maxSkew: 1, whenUnsatisfiable: 'DoNotSchedule' } },
    },
  };
}

/** The serving cluster: its Services (`legado-db-rw`), and its folder in the object store. */
export const clusterName = 'legado-db';
const barmanCloud = 'barman-cloud.cloudnative-pg.io';
/** The Barman Cloud plugin's object store: every instant's WAL and each day's base backup (docs/deployment.md). */
export const objectStoreName = 'legado-db-backups';
/** The Secret the object store's credentials come from (keys ACCESS_KEY_ID and ACCESS_SECRET_KEY). */
const objectStoreSecret = 'legado-db-backup-s3';
/** Where in S3 the plugin writes: one folder per cluster (its name), `base/` and `wals/` under it. */
const destinationPath = 's3://legado-backups/postgres';
/**
 * A recovery window (Barman's only kind of retention): every backup is kept until a newer one is older than the
 * window, and every WAL segment after the oldest kept backup with it. 365 days makes both targets true at once:
 * any instant of the last 35 days can be restored (of the last year, in fact), and every base backup, each
 * month's first among them, is kept a year. A cluster is backed up only into the one store its `plugins` entry
 * names, so a shorter window for the daily backups beside a longer one for monthly ones cannot be had.
 */
const retentionPolicy = '365d';
/** CloudNativePG's default is 5min: a segment is archived within a minute even when writes are few. */
const archiveTimeout = '60s';
/** The daily base backup (CloudNativePG's schedule has a seconds field): a restore replays a day of WAL at most. */
const dailyBackupSchedule = '0 0 3 * * *';
/**
 * The instant a copy of postgres-recovery-cluster.yaml (or the restore check's) is edited to before it is applied.
 * Left as it is, the restore fails: no backup precedes 2000.
 */
export const targetTimePlaceholder = '2000-01-01T00:00:00Z';
/** The restored cluster's name, replaced in the copy by one the bucket has never had: its archive's folder. */
export const restoredNamePlaceholder = 'legado-db-restored';
/** The monthly restore check's throwaway cluster (deploy/kubernetes/restore-check.sh). */
export const restoreCheckCluster = 'legado-db-check';

const imageName = 'ghcr.io/cloudnative-pg/postgresql:17.6';
const storage = { size: '20Gi' };

function objectStore() {
  const encrypted = { compression: 'gzip', encryption: 'AES256' } as const;
  return {
    apiVersion: 'barmancloud.cnpg.io/v1',
    kind: 'ObjectStore',
    metadata: { name: objectStoreName },
    spec: {
      retentionPolicy,
      configuration: {
        destinationPath,
        s3Credentials: {
          accessKeyId: { name: objectStoreSecret, key: 'ACCESS_KEY_ID' },
          secretAccessKey: { name: objectStoreSecret, key: 'ACCESS_SECRET_KEY' },
        },
        // Server-side encryption of every object (S3's own keys), whatever the bucket's default.
        wal: { ...encrypted },
        data: { ...encrypted },
      },
    },
  };
}

/**
 * The spec of a serving cluster, the first one or one restored: the services' roles, synchronous replication, and
 * WAL archived into the object store, in the folder of its own name.
 */
function clusterSpec(name: string) {
  return {
    instances: 3,
    imageName,
    postgresql: {
      parameters: { archive_timeout: archiveTimeout },
      // A commit is acknowledged only once a standby has it: zero data loss at failover (RPO 0); writes wait
      // rather than go on with no standby ("required", not "preferred").
      synchronous: { method: 'any', number: 1, dataDurability: 'required' },
    },
    storage,
    // One instance per zone, as the services' pods are spread (charts/service, topologySpreadConstraints).
    topologySpreadConstraints: [
      {
        maxSkew: 1,
        topologyKey: zone,
        whenUnsatisfiable: 'DoNotSchedule',
        labelSelector: { matchLabels: { 'cnpg.io/cluster': name } },
      },
    ],
    managed: {
      roles: natsServices.map((service) => ({
        name: `legado_${service}`,
        ensure: 'present',
        login: true,
        // Nothing but its own database: no superuser, no role or database creation, no replication.
        superuser: false,
        createdb: false,
        createrole: false,
        replication: false,
        passwordSecret: { name: `legado-db-${service}` },
      })),
    },
    plugins: [{ name: barmanCloud, isWALArchiver: true, parameters: { barmanObjectName: objectStoreName } }],
  };
}

const cluster = (name: string, spec: Record<string, unknown>) => ({
  apiVersion: 'postgresql.cnpg.io/v1',
  kind: 'Cluster',
  metadata: { name },
  spec,
});

function dailyBackup(cluster: string) {
  return {
    apiVersion: 'postgresql.cnpg.io/v1',
    kind: 'ScheduledBackup',
    metadata: { name: `${cluster}-daily` },
    spec: {
      cluster: { name: cluster },
      schedule: dailyBackupSchedule,
      // The first one at once: a new cluster has no point to restore to before its first base backup.
      immediate: true,
      method: 'plugin',
      pluginConfiguration: { name: barmanCloud },
    },
  };
}

/**
 * Bootstraps a cluster from legado-db's archive: the newest base backup before `targetTime`, then its WAL up to
 * the last commit at or before it. (A target by restore point name needs the backup's id as well.)
 */
const fromArchive = (targetTime: string) => ({
  bootstrap: { recovery: { source: clusterName, recoveryTarget: { targetTime } } },
  externalClusters: [
    {
      name: clusterName,
      plugin: {
        name: barmanCloud,
        parameters: { barmanObjectName: objectStoreName, serverName: clusterName },
      },
    },
  ],
});

/**
 * The CloudNativePG resources: the object store, the `Cluster` with its daily backup, and one `Database` per
 * service, each owned by the service's role (`legado_<service>`, its password in the Secret `legado-db-<service>`),
 * so a service's credentials open its own database only. The services reach the primary through the
 * `legado-db-rw` Service, which follows it.
 */
export function postgresResources() {
  const databases = natsServices.map((service) => ({
    apiVersion: 'postgresql.cnpg.io/v1',
    kind: 'Database',
    metadata: { name: `legado-${service}` },
    spec: {
      cluster: { name: clusterName },
      name: `legado_${service}`,
      owner: `legado_${service}`,
      ensure: 'present',
    },
  }));
  return [
    objectStore(),
    cluster(clusterName, clusterSpec(clusterName)),
    dailyBackup(clusterName),
    ...databases,
  ];
}

/**
 * legado-db restored to an instant as a new cluster, the same as the first (its databases and roles come with
 * the data), archiving into a folder of its own and backed up daily; the object store again, for a namespace
 * that lost it.
 */
export function recoveryResources() {
  const name = restoredNamePlaceholder;
  return [
    objectStore(),
    cluster(name, { ...clusterSpec(name), ...fromArchive(targetTimePlaceholder) }),
    dailyBackup(name),
  ];
}

/**
 * The monthly restore check: one instance restored to an instant just past, with nothing to archive (it never
 * writes into the bucket) and no role to manage; deploy/kubernetes/restore-check.sh sets the instant and deletes
 * it after.
 */
export function restoreCheckResources() {
  return [
    cluster(restoreCheckCluster, { instances: 1, imageName, storage, ...fromArchive(targetTimePlaceholder) }),
  ];
}

const header = (what: string) =>
  `# ${what}\n# Written by deploy/kubernetes/cluster-engines.ts (npx tsx deploy/kubernetes/cluster-engines.ts); do not edit.\n`;

export function renderNatsValues(): string {
  return (
    header('Values for the official NATS Helm chart (nats-io/k8s, helm/charts/nats).') +
    stringify(natsValues())
  );
}

const renderResources = (what: string, resources: object[]) =>
  header(what) + resources.map((resource) => stringify(resource)).join('---\n');

export function renderPostgresCluster(): string {
  return renderResources(
    'CloudNativePG: the PostgreSQL cluster, its backups and the services’ databases (kubectl apply -f).',
    postgresResources(),
  );
}

export function renderRecoveryCluster(): string {
  return renderResources(
    'CloudNativePG: legado-db restored to an instant, as a new cluster. Apply a copy with its name\n' +
      `# (${restoredNamePlaceholder}) and targetTime (${targetTimePlaceholder}) replaced: docs/deployment.md,\n` +
      '# "Restoring PostgreSQL to an instant".',
    recoveryResources(),
  );
}

export function renderRestoreCheck(): string {
  return renderResources(
    'CloudNativePG: the monthly restore check’s throwaway cluster, applied by deploy/kubernetes/restore-check.sh.',
    restoreCheckResources(),
  );
}

const written = [
  [natsValuesFile, renderNatsValues],
  [postgresClusterFile, renderPostgresCluster],
  [postgresRecoveryClusterFile, renderRecoveryCluster],
  [postgresRestoreCheckFile, renderRestoreCheck],
] as const;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const [file, render] of written) fs.writeFileSync(file, render());
  console.log(`wrote ${written.map(([file]) => path.relative(process.cwd(), file)).join(', ')}`);
}
