import net from 'node:net';
import pg from 'pg';
import { findNatsServer } from '../nats/nats-server.ts';

export type Infrastructure = { postgresUrl: string; redisUrl: string };

const howToStart = {
  PostgreSQL:
    'start it with `pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start` ' +
    '(install: `apt-get install postgresql`), or run `docker compose up -d postgres`',
  Redis:
    'start it with `redis-server --daemonize yes --port 6379 --save "" --appendonly no` ' +
    '(install: `apt-get install redis-server`), or run `docker compose up -d redis`',
  NATS: 'install it with `apt-get install nats-server` (npm start runs its own), or set NATS_SERVER_BIN',
} as const;

/** Reads the first bytes a server says after connecting (Redis answers PING). */
function probe(url: string, send: string, expect: RegExp): Promise<void> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname.replace(/^\[|\]$/g, ''), port: Number(port) });
    const timer = setTimeout(() => socket.destroy(new Error('no answer within 2 s')), 2_000);
    socket.once('connect', () => socket.write(send));
    socket.once('data', (data) => {
      clearTimeout(timer);
      socket.destroy();
      if (expect.test(data.toString())) resolve();
      else reject(new Error(`unexpected answer: ${data.toString().slice(0, 40)}`));
    });
    socket.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

async function checkPostgres(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  await client.connect();
  await client.query('SELECT 1');
  await client.end();
}

/** Every missing piece of infrastructure, each with how to start it; empty when all answer. */
export async function checkInfrastructure(infra: Infrastructure): Promise<string[]> {
  const checks = [
    { name: 'PostgreSQL' as const, url: infra.postgresUrl, run: () => checkPostgres(infra.postgresUrl) },
    {
      name: 'Redis' as const,
      url: infra.redisUrl,
      run: () => probe(infra.redisUrl, 'PING\r\n', /^\+PONG|^-NOAUTH/),
    },
  ];
  const results = await Promise.allSettled(checks.map((c) => c.run()));
  const missing = checks.flatMap((check, i) => {
    const result = results[i];
    if (result?.status !== 'rejected') return [];
    const reason = result.reason instanceof Error ? result.reason.message : String(result.reason);
    return [`${check.name} does not answer at ${check.url} (${reason}): ${howToStart[check.name]}.`];
  });
  if (!findNatsServer()) missing.push(`NATS (nats-server) is not installed: ${howToStart.NATS}.`);
  return missing;
}
