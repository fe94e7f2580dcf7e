// The engines the product runs on in Kubernetes, as their own projects define them: the official NATS Helm
// chart's values (three servers, JetStream on disk, every write flushed, the product's identities) and a
// CloudNativePG `Cluster` (three PostgreSQL instances, synchronous replication that never loses an acknowledged
// commit, one role and one database per service). `npx tsx deploy/kubernetes/cluster-engines.ts` writes both
// files; `deploy/checks/cluster-engines.test.ts` holds them equal to this and valid against the projects' own
// definitions (docs/deployment.md, "PostgreSQL and NATS in Kubernetes").
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stringify } from 'yaml';
import { natsServices, type NatsService } from '../nats/event-routes.ts';
import { productPermissions } from '../nats/nats-permissions.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const natsValuesFile = path.join(here, 'nats-values.yaml');
export const postgresClusterFile = path.join(here, 'postgres-cluster.yaml');

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

const clusterName = 'legado-db';

/**
 * The CloudNativePG resources: the `Cluster` and one `Database` per service, each owned by the service's role
 * (`legado_<service>`, its password in the Secret `legado-db-<service>`), so a service's credentials open its
 * own database only. The services reach the primary through the `legado-db-rw` Service, which follows it.
 */
export function postgresResources() {
  const cluster = {
    apiVersion: 'postgresql.cnpg.io/v1',
    kind: 'Cluster',
    metadata: { name: clusterName },
    spec: {
      instances: 3,
      imageName: 'ghcr.io/cloudnative-pg/postgresql:17.6',
      // A commit is acknowledged only once a standby has it: zero data loss at failover (RPO 0); writes wait
      // rather than go on with no standby ("required", not "preferred").
      postgresql: {
        synchronous: { method: 'any', number: 1, dataDurability: 'required' },
      },
      storage: { size: '20Gi' },
      // One instance per zone, as the services' pods are spread (charts/service, topologySpreadConstraints).
      topologySpreadConstraints: [
        {
          maxSkew: 1,
          topologyKey: zone,
          whenUnsatisfiable: 'DoNotSchedule',
          labelSelector: { matchLabels: { 'cnpg.io/cluster': clusterName } },
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
    },
  };
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
  return [cluster, ...databases];
}

const header = (what: string) =>
  `# ${what}\n# Written by deploy/kubernetes/cluster-engines.ts (npx tsx deploy/kubernetes/cluster-engines.ts); do not edit.\n`;

export function renderNatsValues(): string {
  return (
    header('Values for the official NATS Helm chart (nats-io/k8s, helm/charts/nats).') +
    stringify(natsValues())
  );
}

export function renderPostgresCluster(): string {
  return (
    header('CloudNativePG: the PostgreSQL cluster and the services’ databases (kubectl apply -f).') +
    postgresResources()
      .map((resource) => stringify(resource))
      .join('---\n')
  );
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  fs.writeFileSync(natsValuesFile, renderNatsValues());
  fs.writeFileSync(postgresClusterFile, renderPostgresCluster());
  console.log(
    `wrote ${path.relative(process.cwd(), natsValuesFile)} and ${path.relative(process.cwd(), postgresClusterFile)}`,
  );
}
