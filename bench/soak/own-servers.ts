import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../../deploy/local/free-port.ts';

/**
 * A PostgreSQL or Redis of the soak's own, on a free port, that the soak may stop and start again: the machine's
 * own servers are shared with everything else and must not be taken down. Each keeps its port and its data
 * directory across restarts, as a real server coming back would.
 */
export type OwnServer = {
  name: string;
  url: string;
  /** `crash`: as a power cut or an OOM kill would (PostgreSQL recovers from its WAL on the next start). */
  stop: (how: 'graceful' | 'crash') => Promise<void>;
  /** Starts it again on the same port and data; resolves once it accepts connections. */
  start: () => Promise<void>;
  running: () => boolean;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, ready: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await ready().catch(() => false)) return;
    await sleep(100);
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
}

function binaryOf(name: string, folders: string[]): string {
  for (const folder of folders) {
    const candidate = path.join(folder, name);
    if (fs.existsSync(candidate)) return candidate;
  }
  throw new Error(`${name} not found in ${folders.join(', ')}: apt-get install postgresql redis-server`);
}

/** Debian's PostgreSQL keeps its programs per version; the newest installed one. */
function postgresBinDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) throw new Error('initdb not found: apt-get install postgresql');
  return path.join(root, versions[0]!, 'bin');
}

/** initdb and postgres refuse to run as root: as root, they run as the `postgres` account Debian's package made. */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
  return { uid, gid };
}

function watch(child: ChildProcess, log: (line: string) => void): Promise<void> {
  for (const stream of [child.stdout, child.stderr]) {
    let buffered = '';
    stream?.setEncoding('utf8').on('data', (chunk: string) => {
      buffered += chunk;
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) log(line);
    });
  }
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

function restartable(settings: {
  name: string;
  url: string;
  spawnServer: () => ChildProcess;
  accepts: () => Promise<boolean>;
  signals: { graceful: NodeJS.Signals; crash: NodeJS.Signals };
  log: (line: string) => void;
}): OwnServer {
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  const killOnExit = () => child?.kill('SIGKILL');
  process.on('exit', killOnExit);
  return {
    name: settings.name,
    url: settings.url,
    running,
    async start() {
      if (running()) return;
      child = settings.spawnServer();
      exited = watch(child, settings.log);
      await until(settings.name, settings.accepts);
    },
    async stop(how) {
      if (!running()) return;
      child!.kill(settings.signals[how]);
      const timer = setTimeout(() => child?.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The PostgreSQL the soak and the restore drill run: its data directory, port and socket folder are theirs. */
export type OwnPostgres = OwnServer & {
  dataDir: string;
  port: number;
  socketDir: string;
  bin: string;
  /** The account PostgreSQL's programs run as (root may not run them), for a caller's own pg_* commands. */
  user: { uid: number; gid: number } | undefined;
};

/**
 * A new PostgreSQL cluster in `dir` (initdb, trust authentication on 127.0.0.1 only, superuser `postgres`).
 * fsync is off: a process killed mid-write loses nothing with it (the operating system still holds the pages);
 * only a machine crash would, and the soak kills processes, not the machine. `settings` are more `-c` options
 * (the restore drill's archiving).
 */
export async function startOwnPostgres(
  dir: string,
  log: (line: string) => void,
  settings: Record<string, string> = {},
): Promise<OwnPostgres> {
  const bin = postgresBinDir();
  const user = runAs();
  const data = path.join(dir, 'data');
  fs.mkdirSync(dir, { recursive: true });
  if (user) {
    fs.chownSync(dir, user.uid, user.gid);
    // The account must reach its folder through ours (mkdtemp makes folders only their owner may enter).
    fs.chmodSync(path.dirname(dir), 0o755);
  }
  try {
    execFileSync(
      path.join(bin, 'initdb'),
      ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
      { stdio: 'pipe', ...user },
    );
  } catch (error) {
    const { stderr } = error as { stderr?: Buffer };
    throw new Error(`initdb failed: ${stderr?.toString() ?? String(error)}`, { cause: error });
  }
  const port = await freePort();
  const url = `postgresql://postgres@127.0.0.1:${port}/postgres`;
  const options = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: dir,
    fsync: 'off',
    max_connections: '300',
    ...settings,
  };
  const server = restartable({
    name: 'postgresql',
    url,
    spawnServer: () =>
      spawn(
        path.join(bin, 'postgres'),
        [
          '-D',
          data,
          '-p',
          String(port),
          ...Object.entries(options).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
        ],
        { stdio: ['ignore', 'pipe', 'pipe'], ...user },
      ),
    accepts: async () => {
      const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
      await client.connect();
      await client.end();
      return true;
    },
    // SIGINT is PostgreSQL's "fast" shutdown; SIGQUIT its "immediate" one, which recovers from the WAL on start.
    signals: { graceful: 'SIGINT', crash: 'SIGQUIT' },
    log,
  });
  await server.start();
  return { ...server, dataDir: data, port, socketDir: dir, bin, user };
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.setTimeout(1_000, () => socket.destroy());
    socket.once('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
}

/** A Redis with nothing on disk (as the product's rate limits need): a restart starts it empty. */
export async function startOwnRedis(dir: string, log: (line: string) => void): Promise<OwnServer> {
  const binary = binaryOf('redis-server', ['/usr/bin', '/usr/local/bin']);
  fs.mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const server = restartable({
    name: 'redis',
    url: `redis://127.0.0.1:${port}`,
    spawnServer: () =>
      spawn(
        binary,
        ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
        { stdio: ['ignore', 'pipe', 'pipe'] },
      ),
    accepts: () => answersPing(port),
    signals: { graceful: 'SIGTERM', crash: 'SIGKILL' },
    log,
  });
  await server.start();
  return server;
}
