import { stringify } from 'yaml';
import type { Host } from './network-hosts.ts';

/**
 * The cluster run's PostgreSQL, as a platform engineer would run it on three machines: a Patroni cluster (one
 * etcd member per host as its consensus store) and, on every host, an HAProxy whose read-write port follows the
 * primary by Patroni's health check. Pure renderers, so the settings that carry the promise are tested apart
 * from the processes.
 */

/**
 * Patroni's timing. Its rule, from its documentation: `loop_wait + 2 × retry_timeout <= ttl`, so a primary that
 * cannot reach etcd demotes itself before its leader key expires and a standby may take over. A primary that dies
 * just after renewing its key is replaced after at most `ttl` (its key expires) plus one `loop_wait` (a standby
 * notices): 24 s here, within the 25 s the run promises. Patroni's smallest ttl is 20 s; its defaults (30, 10, 10)
 * take up to 40 s.
 */
export const patroniTiming = { ttl: 20, loopWait: 4, retryTimeout: 8 } as const;

export const ports = { postgres: 5432, patroniApi: 8008, etcdClient: 2379, etcdPeer: 2380 } as const;

export type PostgresNode = {
  host: Host;
  dataDir: string;
  socketDir: string;
  pgpassFile: string;
  logDir: string;
};

export type ClusterSecrets = { superuserPassword: string; replicationPassword: string };

/** etcd's flags for one member of the three. */
export function etcdArguments(host: Host, hosts: readonly Host[], dataDir: string): string[] {
  return [
    '--name',
    `etcd-${host.name}`,
    '--data-dir',
    dataDir,
    '--listen-peer-urls',
    `http://${host.address}:${ports.etcdPeer}`,
    '--initial-advertise-peer-urls',
    `http://${host.address}:${ports.etcdPeer}`,
    '--listen-client-urls',
    `http://${host.address}:${ports.etcdClient},http://127.0.0.1:${ports.etcdClient}`,
    '--advertise-client-urls',
    `http://${host.address}:${ports.etcdClient}`,
    '--initial-cluster',
    hosts.map((peer) => `etcd-${peer.name}=http://${peer.address}:${ports.etcdPeer}`).join(','),
    '--initial-cluster-state',
    'new',
    '--initial-cluster-token',
    'legado-cluster-run',
    // A member that lost its peers must notice quickly, or Patroni's leader key outlives the partition.
    '--heartbeat-interval',
    '250',
    '--election-timeout',
    '2500',
  ];
}

/** One Patroni node's configuration (YAML). */
export function patroniConfig(
  node: PostgresNode,
  hosts: readonly Host[],
  binDir: string,
  secrets: ClusterSecrets,
): string {
  const { host } = node;
  return stringify({
    scope: 'legado',
    namespace: '/legado-cluster-run/',
    name: `pg-${host.name}`,
    log: { dir: node.logDir, level: 'INFO' },
    restapi: {
      listen: `${host.address}:${ports.patroniApi}`,
      connect_address: `${host.address}:${ports.patroniApi}`,
    },
    etcd3: { hosts: hosts.map((peer) => `${peer.address}:${ports.etcdClient}`) },
    bootstrap: {
      dcs: {
        ttl: patroniTiming.ttl,
        loop_wait: patroniTiming.loopWait,
        retry_timeout: patroniTiming.retryTimeout,
        // A standby more than 1 MB behind never becomes primary (synchronous mode already keeps one current).
        maximum_lag_on_failover: 1_048_576,
        // A commit is acknowledged only once a synchronous standby has it, and only that standby may be promoted;
        // strict: with no standby left, writes wait rather than go on unreplicated (CloudNativePG's
        // `dataDurability: required`).
        synchronous_mode: true,
        synchronous_mode_strict: true,
        // A node whose timeline is behind the cluster's (a stale primary waking up) is never a candidate
        // (Patroni 3.1 and later, patroni-release.ts).
        check_timeline: true,
        postgresql: {
          use_pg_rewind: true,
          parameters: {
            wal_level: 'replica',
            hot_standby: 'on',
            max_connections: 300,
            max_wal_senders: 10,
            max_replication_slots: 10,
            wal_log_hints: 'on',
            synchronous_commit: 'on',
          },
        },
      },
      initdb: [{ encoding: 'UTF8' }, 'data-checksums'],
    },
    postgresql: {
      listen: `${host.address}:${ports.postgres}`,
      connect_address: `${host.address}:${ports.postgres}`,
      data_dir: node.dataDir,
      bin_dir: binDir,
      pgpass: node.pgpassFile,
      authentication: {
        superuser: { username: 'postgres', password: secrets.superuserPassword },
        replication: { username: 'replicator', password: secrets.replicationPassword },
        rewind: { username: 'postgres', password: secrets.superuserPassword },
      },
      parameters: { unix_socket_directories: node.socketDir },
      pg_hba: [
        'local all all trust',
        `host replication replicator ${subnetOf(hosts)} scram-sha-256`,
        `host all all ${subnetOf(hosts)} scram-sha-256`,
        'host all all 127.0.0.1/32 scram-sha-256',
      ],
    },
    tags: { nofailover: false, noloadbalance: false, clonefrom: false, nosync: false },
  });
}

const subnetOf = (hosts: readonly Host[]) => `${hosts[0]!.address.split('.').slice(0, 3).join('.')}.0/24`;

/** A TCP balancer's backend: a name and an address. */
export type Backend = { name: string; address: string; port: number };

/**
 * An HAProxy configuration: the PostgreSQL read-write port, sent only to the node whose Patroni answers 200 on
 * `/primary`, and any number of plain TCP balancers (the gRPC peers on every host, the bffs outside them).
 *
 * `on-marked-down shutdown-sessions`: once the old primary fails its check, every connection through it is cut, so
 * no pooled connection goes on writing to a demoted primary (Patroni's own HAProxy template does the same).
 */
export function haproxyConfig(settings: {
  postgres?: { bind: string; nodes: Backend[] };
  balancers: { name: string; bind: string; backends: Backend[] }[];
  statsSocket?: string;
}): string {
  const lines = [
    'global',
    '  maxconn 2000',
    ...(settings.statsSocket ? [`  stats socket ${settings.statsSocket} mode 600 level admin`] : []),
    'defaults',
    '  mode tcp',
    '  timeout connect 2s',
    // Pooled connections sit idle; the services' pools close theirs first (pg's 10 s idle timeout).
    '  timeout client 30m',
    '  timeout server 30m',
    '  timeout check 1s',
  ];
  if (settings.postgres) {
    lines.push(
      'listen postgres-rw',
      `  bind ${settings.postgres.bind}`,
      '  option httpchk GET /primary',
      '  http-check expect status 200',
      '  default-server inter 1s fall 2 rise 2 on-marked-down shutdown-sessions',
      ...settings.postgres.nodes.map(
        (node) =>
          `  server ${node.name} ${node.address}:${node.port} maxconn 400 check port ${ports.patroniApi}`,
      ),
    );
  }
  for (const balancer of settings.balancers) {
    lines.push(
      `listen ${balancer.name}`,
      `  bind ${balancer.bind}`,
      '  balance roundrobin',
      '  default-server inter 1s fall 2 rise 1 on-marked-down shutdown-sessions',
      ...balancer.backends.map(
        (backend) => `  server ${backend.name} ${backend.address}:${backend.port} check`,
      ),
    );
  }
  return `${lines.join('\n')}\n`;
}
