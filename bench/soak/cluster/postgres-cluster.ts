import type { ChildProcess, SpawnOptions } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import type { Host, NetworkHosts } from './network-hosts.ts';
import type { ProcessSupervisor } from './process-supervisor.ts';
import {
  etcdArguments,
  haproxyConfig,
  patroniConfig,
  ports,
  type ClusterSecrets,
  type PostgresNode,
} from './postgres-cluster-config.ts';

/** The read-write port every host's HAProxy offers on its loopback (and the outside one on the gateway). */
export const readWritePort = 5000;

const clusterView = z.object({
  members: z.array(
    z.object({
      name: z.string(),
      role: z.string(),
      state: z.string(),
      host: z.string(),
      timeline: z.number().optional(),
    }),
  ),
});
export type ClusterMember = z.infer<typeof clusterView>['members'][number];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'postgres')))
    : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL not found: apt-get install postgresql');
  return path.join(root, newest, 'bin');
}

const postgresAccount = () => ({
  uid: Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim()),
  gid: Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim()),
});

export type PostgresCluster = {
  /** The superuser's URL through a read-write port at `address` (a host's loopback, or the gateway). */
  superuserUrl: (address: string) => string;
  /** Patroni's view of the cluster, asked of any member that answers. */
  members: () => Promise<ClusterMember[]>;
  primary: () => Promise<Host | undefined>;
  /** The postgres processes of one node (postmaster and backends), to kill the primary's PostgreSQL alone. */
  postmasterPid: (host: Host) => number | undefined;
  /** Resolves once there is a primary, a synchronous standby, and every node runs (streams or leads). */
  healthy: (timeoutMs: number) => Promise<void>;
};

/**
 * Starts a three-node Patroni cluster across the hosts, an etcd member and an HAProxy on each, and one more
 * HAProxy outside on the gateway for the runner's own reads. Processes log to `log(source, line)`.
 */
export async function startPostgresCluster(settings: {
  network: NetworkHosts;
  dir: string;
  secrets: ClusterSecrets;
  /** The gRPC balancers each host's HAProxy also carries (peers' replicas on every host). */
  hostBalancers: Parameters<typeof haproxyConfig>[0]['balancers'];
  /** The outside HAProxy's balancers (the bffs, as an Ingress would). */
  outsideBalancers: Parameters<typeof haproxyConfig>[0]['balancers'];
  spawnOutside: (command: string, args: string[]) => ChildProcess;
  supervisor: ProcessSupervisor;
}): Promise<PostgresCluster> {
  const { supervisor } = settings;
  const { network, dir, secrets } = settings;
  const { hosts } = network;
  const binDir = postgresBinDir();
  const account = postgresAccount();
  fs.mkdirSync(dir, { recursive: true });
  fs.chmodSync(dir, 0o755);
  const nodes = new Map<string, PostgresNode>();
  for (const host of hosts) {
    const base = path.join(dir, host.name);
    const node: PostgresNode = {
      host,
      dataDir: path.join(base, 'data'),
      socketDir: path.join(base, 'socket'),
      pgpassFile: path.join(base, 'pgpass'),
      logDir: path.join(base, 'patroni-log'),
    };
    for (const folder of [base, node.socketDir, node.logDir]) {
      fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
      fs.chownSync(folder, account.uid, account.gid);
    }
    fs.writeFileSync(path.join(base, 'patroni.yml'), patroniConfig(node, hosts, binDir, secrets));
    fs.chownSync(path.join(base, 'patroni.yml'), account.uid, account.gid);
    fs.writeFileSync(
      path.join(base, 'haproxy.cfg'),
      haproxyConfig({
        postgres: {
          bind: `127.0.0.1:${readWritePort}`,
          nodes: hosts.map((peer) => ({ name: peer.name, address: peer.address, port: ports.postgres })),
        },
        balancers: settings.hostBalancers,
      }),
    );
    nodes.set(host.name, node);
  }
  const outsideConfig = path.join(dir, 'haproxy-outside.cfg');
  fs.writeFileSync(
    outsideConfig,
    haproxyConfig({
      postgres: {
        bind: `${network.gateway}:${readWritePort}`,
        nodes: hosts.map((peer) => ({ name: peer.name, address: peer.address, port: ports.postgres })),
      },
      balancers: settings.outsideBalancers,
    }),
  );
  supervisor.run({
    label: 'haproxy@outside',
    restart: true,
    start: () =>
      supervisor.adopt('haproxy@outside', settings.spawnOutside('haproxy', ['-db', '-f', outsideConfig])),
  });

  const pipes: SpawnOptions = { stdio: ['ignore', 'pipe', 'pipe'] };
  for (const host of hosts) {
    const base = path.join(dir, host.name);
    const inHost = (
      label: string,
      restart: boolean,
      command: string,
      args: string[],
      env?: NodeJS.ProcessEnv,
    ) =>
      supervisor.run({
        label,
        host,
        restart,
        start: () =>
          supervisor.adopt(
            label,
            network.spawnIn(host, command, args, { ...pipes, ...(env ? { env } : {}) }),
          ),
      });
    inHost(`etcd@${host.name}`, false, 'etcd', etcdArguments(host, hosts, path.join(base, 'etcd')));
    // PostgreSQL refuses to run as root: Patroni runs as the account Debian's package made.
    inHost(
      `patroni@${host.name}`,
      false,
      'setpriv',
      [
        `--reuid=${account.uid}`,
        `--regid=${account.gid}`,
        '--init-groups',
        'patroni',
        path.join(base, 'patroni.yml'),
      ],
      { PATH: process.env.PATH ?? '', HOME: base },
    );
    inHost(`haproxy@${host.name}`, true, 'haproxy', ['-db', '-f', path.join(base, 'haproxy.cfg')]);
  }

  const members = async (): Promise<ClusterMember[]> => {
    for (const host of hosts) {
      try {
        const response = await fetch(`http://${host.address}:${ports.patroniApi}/cluster`, {
          signal: AbortSignal.timeout(1_000),
        });
        if (response.ok) return clusterView.parse(await response.json()).members;
      } catch {
        // That member is down or cut off: ask the next.
      }
    }
    return [];
  };
  const primary = async () => {
    const leader = (await members()).find((member) => member.role === 'leader' && member.state === 'running');
    return leader ? hosts.find((host) => host.address === leader.host) : undefined;
  };
  const healthy = async (timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    let last: ClusterMember[] = [];
    while (Date.now() < deadline) {
      last = await members();
      const leader = last.some((m) => m.role === 'leader' && m.state === 'running');
      // A standby is back once it streams from the primary (Patroni 3.1 and later say so): one that runs without
      // following it (a history the primary does not share) is not.
      const up = (m: ClusterMember) =>
        m.role === 'leader' ? m.state === 'running' : m.state === 'streaming';
      const sync = last.some((m) => m.role === 'sync_standby' && up(m));
      const all = last.length === hosts.length && last.every(up);
      if (leader && sync && all) return;
      await sleep(500);
    }
    throw new Error(`PostgreSQL cluster not healthy within ${timeoutMs / 1000} s: ${JSON.stringify(last)}`);
  };
  const postmasterPid = (host: Host) => {
    const pidFile = path.join(nodes.get(host.name)!.dataDir, 'postmaster.pid');
    try {
      return Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
    } catch {
      return undefined;
    }
  };
  return {
    superuserUrl: (address) =>
      `postgresql://postgres:${encodeURIComponent(secrets.superuserPassword)}@${address}:${readWritePort}/postgres`,
    members,
    primary,
    postmasterPid,
    healthy,
  };
}
