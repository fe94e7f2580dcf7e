import type { SubjectPermissions } from './nats-permissions.ts';

export type NatsUser = {
  /** Who it is, written as a comment beside the user. */
  name: string;
  /** The user's public NKey (`U…`), or the environment variable the server reads it from when it starts. */
  nkey: string | { env: string };
  permissions: SubjectPermissions;
};

export type NatsServerConfig = {
  /** host:port for clients. */
  listen: string;
  /** JetStream's store directory. */
  storeDir: string;
  /** host:port of the monitoring endpoint (health checks), if any. */
  monitor?: string;
  users: NatsUser[];
  /** The server's name in its cluster (JetStream's Raft groups know it by this). */
  serverName?: string;
  /** One server of a cluster: where it listens for its peers, and their addresses (`nats-route://host:port`). */
  cluster?: { name: string; listen: string; routes: string[] };
  /**
   * `sync_interval: always`: every write is flushed to disk before it is acknowledged, so a power loss loses no
   * acknowledged event (Jepsen, NATS 2.12.1). The option came in 2.10; 2.9 refuses to start with it.
   */
  syncAlways?: boolean;
};

const quote = (value: string) => JSON.stringify(value);
const list = (values: string[], indent: string) =>
  `[\n${values.map((value) => `${indent}  ${quote(value)}`).join(',\n')}\n${indent}]`;

/**
 * A nats-server configuration file (2.9 and later): JetStream, and one NKey user per service with its
 * permissions. With users listed, the server refuses every connection that is not one of them.
 */
export function renderNatsServerConfig({
  listen,
  storeDir,
  monitor,
  users,
  serverName,
  cluster,
  syncAlways,
}: NatsServerConfig): string {
  const userBlocks = users.map(({ name, nkey, permissions }) => {
    if (typeof nkey === 'string' && !/^U[A-Z2-7]{55}$/.test(nkey)) {
      throw new Error(`${name}: ${nkey} is not a NATS user's public key`);
    }
    // An unquoted $NAME is a variable: nats-server takes it from its environment.
    const key = typeof nkey === 'string' ? quote(nkey) : `$${nkey.env}`;
    return [
      `    # ${name}`,
      '    {',
      `      nkey: ${key}`,
      '      permissions: {',
      `        publish: { allow: ${list(permissions.publish, '        ')} }`,
      `        subscribe: { allow: ${list(permissions.subscribe, '        ')} }`,
      '      }',
      '    }',
    ].join('\n');
  });
  return [
    '# nats-server configuration rendered by deploy/nats/nats-server-config.ts from deploy/nats/event-routes.ts.',
    ...(serverName ? [`server_name: ${quote(serverName)}`] : []),
    `listen: ${quote(listen)}`,
    ...(monitor ? [`http: ${quote(monitor)}`] : []),
    `jetstream { store_dir: ${quote(storeDir)}${syncAlways ? ', sync_interval: always' : ''} }`,
    ...(cluster
      ? [
          'cluster {',
          `  name: ${quote(cluster.name)}`,
          `  listen: ${quote(cluster.listen)}`,
          `  routes: ${list(cluster.routes, '  ')}`,
          '}',
        ]
      : []),
    'authorization {',
    '  users: [',
    userBlocks.join('\n'),
    '  ]',
    '}',
    '',
  ].join('\n');
}
