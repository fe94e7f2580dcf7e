import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fromSeed } from '@nats-io/nkeys';
import { natsServices, type NatsService } from './event-routes.ts';
import { freePort } from '../local/free-port.ts';
import { productPermissions } from './nats-permissions.ts';
import { renderNatsServerConfig, type NatsUser } from './nats-server-config.ts';

/** The nats-server program: NATS_SERVER_BIN, else the first on PATH or in Debian's /usr/sbin. */
export function findNatsServer(): string | undefined {
  if (process.env.NATS_SERVER_BIN) return process.env.NATS_SERVER_BIN;
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/sbin', '/usr/local/sbin'];
  return dirs.map((dir) => path.join(dir, 'nats-server')).find((file) => fs.existsSync(file));
}

export const publicKeyOf = (seed: string) => fromSeed(new TextEncoder().encode(seed)).getPublicKey();

/** The product's users: each service's public key (from its seed) with its permissions under `prefix`. */
export function productUsers(prefix: string, seeds: Record<NatsService, string>): NatsUser[] {
  const permissions = productPermissions(prefix);
  return natsServices.map((service) => ({
    name: service,
    nkey: publicKeyOf(seeds[service]),
    permissions: permissions[service],
  }));
}

export type NatsServerOptions = {
  /** Holds the configuration file and JetStream's store (kept between runs when the folder is). */
  dir: string;
  users: NatsUser[];
  /** 127.0.0.1's port for clients; a free one when not given. */
  port?: number;
  /** Each line the server logs. */
  log?: (line: string) => void;
  /** The address clients connect to (127.0.0.1 unless a cluster run puts each server on a host of its own). */
  host?: string;
  /** One server of a cluster: its name and its peers (nats-server-config.ts). */
  cluster?: { serverName: string; name: string; listen: string; routes: string[] };
  /** Starts the program (the cluster run's puts it inside a host's network namespace); spawned directly if not. */
  launch?: (binary: string, args: string[]) => ChildProcess;
};

export type RunningNatsServer = {
  url: string;
  configFile: string;
  /** The server's process id (the delivery bench reads its CPU time). */
  pid: number;
  /** SIGTERM by default; SIGKILL as a crash would (the soak's faults). */
  stop(signal?: NodeJS.Signals): Promise<void>;
};

/**
 * Runs nats-server as a child process with a rendered configuration (JetStream and the given NKey users), and
 * resolves once it accepts connections. Used by `npm start` and by the tests of the permissions.
 */
export async function startNatsServer({
  dir,
  users,
  port,
  log,
  host = '127.0.0.1',
  cluster,
  launch,
}: NatsServerOptions): Promise<RunningNatsServer> {
  const binary = findNatsServer();
  if (!binary)
    throw new Error('nats-server not found: `apt-get install nats-server`, or set NATS_SERVER_BIN');
  const listenPort = port ?? (await freePort());
  fs.mkdirSync(dir, { recursive: true });
  const configFile = path.join(dir, 'nats-server.conf');
  fs.writeFileSync(
    configFile,
    renderNatsServerConfig({
      listen: `${host}:${listenPort}`,
      storeDir: path.join(dir, 'jetstream'),
      users,
      ...(cluster
        ? {
            serverName: cluster.serverName,
            cluster: { name: cluster.name, listen: cluster.listen, routes: cluster.routes },
          }
        : {}),
    }),
  );
  // Its own process group: a Ctrl-C meant for the runner must not stop NATS before the services have drained.
  const child =
    launch?.(binary, ['-c', configFile]) ??
    spawn(binary, ['-c', configFile], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // If this process goes away, its server goes with it instead of holding the port and the store.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));
  const output: string[] = [];
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`nats-server was not ready within 10 s:\n${output.join('\n')}`)),
      10_000,
    );
    for (const stream of [child.stdout, child.stderr]) {
      // A launcher must pipe both (as `spawn` here does): readiness is read from the log.
      if (!stream) throw new Error('nats-server was launched without its output piped');
      let buffered = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        buffered += chunk;
        const lines = buffered.split('\n');
        buffered = lines.pop() ?? '';
        for (const line of lines.filter((l) => l.trim())) {
          output.push(line);
          log?.(line);
          if (line.includes('Server is ready')) {
            clearTimeout(timer);
            resolve();
          }
        }
      });
    }
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(new Error(`nats-server (${binary}) did not start: ${error.message}`));
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`nats-server exited (${signal ?? `code ${code}`}):\n${output.join('\n')}`));
    });
  });
  return {
    url: `nats://${host}:${listenPort}`,
    configFile,
    pid: child.pid!,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
