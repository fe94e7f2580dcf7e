// Everything a running stack keeps outside the user's own screens (every service's log lines, its Redis keys
// and their values, its NATS streams' events, every row of every service's database), searched for secrets
// that a journey handled: none may be found anywhere, in any case or spacing.
import { Redis } from 'ioredis';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, nkeyAuthenticator } from '@nats-io/transport-node';
import pg from 'pg';
import { backendServices, databaseUrl } from '../../deploy/local/stack.ts';
import type { SharedStackInfo } from './stack-fixture.ts';

type Finding = { where: string; secret: string };

const normalise = (text: string) => text.toLowerCase();

function findIn(where: string, text: string, secrets: string[], findings: Finding[]) {
  const haystack = normalise(text);
  for (const secret of secrets) if (haystack.includes(normalise(secret))) findings.push({ where, secret });
}

async function redisEntries(options: SharedStackInfo['options']): Promise<[string, string][]> {
  const redis = new Redis(options.redisUrl, { maxRetriesPerRequest: 1 });
  try {
    const entries: [string, string][] = [];
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${options.redisKeyPrefix}*`, 'COUNT', 500);
      cursor = next;
      for (const key of keys) {
        const type = await redis.type(key);
        const value =
          type === 'string'
            ? ((await redis.get(key)) ?? '')
            : type === 'hash'
              ? JSON.stringify(await redis.hgetall(key))
              : type === 'zset'
                ? JSON.stringify(await redis.zrange(key, '0', '-1', 'WITHSCORES'))
                : type === 'list'
                  ? JSON.stringify(await redis.lrange(key, 0, -1))
                  : type === 'set'
                    ? JSON.stringify(await redis.smembers(key))
                    : '';
        entries.push([key, value]);
      }
    } while (cursor !== '0');
    return entries;
  } finally {
    redis.disconnect();
  }
}

async function streamEvents(
  options: SharedStackInfo['options'],
  natsSeed: string,
): Promise<[string, string][]> {
  const nc = await connect({
    servers: options.natsUrl,
    authenticator: nkeyAuthenticator(new TextEncoder().encode(natsSeed)),
  });
  try {
    const jsm = await jetstreamManager(nc);
    const events: [string, string][] = [];
    for await (const stream of jsm.streams.list()) {
      const name = stream.config.name;
      if (!name.startsWith(options.eventsPrefix.toUpperCase())) continue;
      for (let seq = stream.state.first_seq; seq <= stream.state.last_seq; seq += 1) {
        const message = await jsm.streams.getMessage(name, { seq }).catch(() => null);
        if (!message) continue;
        const headers = message.header ? JSON.stringify([...message.header]) : '';
        events.push([
          `${name}#${seq} ${message.subject}`,
          `${headers} ${new TextDecoder().decode(message.data)}`,
        ]);
      }
    }
    return events;
  } finally {
    await nc.close();
  }
}

async function databaseRows(options: SharedStackInfo['options']): Promise<[string, string][]> {
  const rows: [string, string][] = [];
  for (const service of Object.keys(backendServices)) {
    const client = new pg.Client({ connectionString: databaseUrl(options, service) });
    await client.connect();
    try {
      const tables = await client.query<{ name: string }>(
        "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'",
      );
      for (const { name } of tables.rows) {
        const found = await client.query<{ row: string }>(`SELECT t::text AS row FROM "${name}" t`);
        for (const { row } of found.rows) rows.push([`${service}.${name}`, row]);
      }
    } finally {
      await client.end();
    }
  }
  return rows;
}

/**
 * Where any of `secrets` is kept, with how much was searched; `logs` are the stack's log lines. An empty
 * `findings` with non-zero counts is the result a journey must leave.
 */
export async function scanForSecrets(
  options: SharedStackInfo['options'],
  logs: string[],
  secrets: string[],
  natsSeed: string,
) {
  const findings: Finding[] = [];
  for (const line of logs) findIn(`log ${line.slice(0, 80)}`, line, secrets, findings);
  const [redis, events, rows] = await Promise.all([
    redisEntries(options),
    streamEvents(options, natsSeed),
    databaseRows(options),
  ]);
  for (const [key, value] of redis) findIn(`redis ${key}`, `${key} ${value}`, secrets, findings);
  for (const [where, text] of events) findIn(`event ${where}`, text, secrets, findings);
  for (const [where, row] of rows) findIn(`row ${where}`, row, secrets, findings);
  return {
    findings,
    searched: { logLines: logs.length, redisKeys: redis.length, events: events.length, rows: rows.length },
  };
}
