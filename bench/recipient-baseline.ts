/**
 * The bare baseline `npm run bench` measures the product's recipient calls against: one plain Node HTTP process
 * doing only the essential work of opening a message by its code, with none of the product's layers (no
 * Fastify, no gRPC hops, no Prisma, no logging):
 *  - two fixed-window counters in Redis (INCR, and EXPIRE on the first hit): per client address and per code;
 *  - the code's keyed hash (HMAC-SHA256) looked up in PostgreSQL;
 *  - the subject and the content decrypted (AES-256-GCM, each bound to its message and field);
 *  - JSON out.
 * It seeds its own table in the database it is given, with random keys, and writes one line to stdout when
 * it listens: `{"port":…,"codes":[…]}`. The crypto is written here on node:crypto on purpose, not taken from
 * the platform kit: this is what the work costs at its barest.
 *
 * Environment: DATABASE_URL (an empty database of its own), REDIS_URL, REDIS_KEY_PREFIX, BASELINE_MESSAGES.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Redis } from 'ioredis';
import pg from 'pg';
import { letter } from './letter.ts';

const env = process.env;
const windowSeconds = 900;
// As the benchmark raises the product's: the counting is measured, never a refusal.
const limit = 1_000_000_000;
const pepper = randomBytes(32);
const key = randomBytes(32);

const lookupHash = (code: string) => createHmac('sha256', pepper).update(code).digest('hex');
const normalise = (typed: string) => typed.toUpperCase().replace(/[\s-]+/g, '');

function encrypt(plaintext: string, aad: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

function decrypt(sealed: string, aad: string): string {
  const raw = Buffer.from(sealed, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(raw.subarray(raw.length - 16));
  return Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]).toString(
    'utf8',
  );
}

const pool = new pg.Pool({ connectionString: env.DATABASE_URL });
const redis = new Redis(env.REDIS_URL ?? 'redis://127.0.0.1:6379');
const prefix = env.REDIS_KEY_PREFIX ?? 'baseline';

async function seed(count: number): Promise<string[]> {
  await pool.query(`CREATE TABLE baseline_message (
    id uuid PRIMARY KEY, access_code_hash text NOT NULL UNIQUE, subject_enc text NOT NULL, content_enc text NOT NULL)`);
  const codes = Array.from({ length: count }, () =>
    randomBytes(10).toString('hex').slice(0, 16).toUpperCase(),
  );
  for (const code of codes) {
    const id = randomUUID();
    await pool.query('INSERT INTO baseline_message VALUES ($1, $2, $3, $4)', [
      id,
      lookupHash(code),
      encrypt(letter.subject, `message:${id}:subject`),
      encrypt(letter.content, `message:${id}:content`),
    ]);
  }
  return codes;
}

/** One hit on a fixed-window counter; answers whether it is within the limit. */
async function count(name: string): Promise<boolean> {
  const key = `${prefix}:rl:${name}`;
  const hits = await redis.incr(key);
  if (hits === 1) await redis.expire(key, windowSeconds);
  return hits <= limit;
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const json = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(json),
  });
  response.end(json);
}

async function verify(request: IncomingMessage, response: ServerResponse): Promise<void> {
  let raw = '';
  request.setEncoding('utf8');
  for await (const chunk of request) raw += chunk as string;
  const typed = (JSON.parse(raw) as { accessCode?: unknown }).accessCode;
  if (typeof typed !== 'string' || typed.trim() === '') return send(response, 400, { message: 'no code' });
  const hash = lookupHash(normalise(typed));
  const allowed = await Promise.all([count(`ip:${request.socket.remoteAddress}`), count(`code:${hash}`)]);
  if (allowed.includes(false)) return send(response, 429, { message: 'rate limited' });
  const { rows } = await pool.query<{ id: string; subject_enc: string; content_enc: string }>(
    'SELECT id::text AS id, subject_enc, content_enc FROM baseline_message WHERE access_code_hash = $1',
    [hash],
  );
  const row = rows[0];
  if (!row) return send(response, 404, { message: 'not found' });
  send(response, 200, {
    id: row.id,
    accessCode: typed,
    subject: decrypt(row.subject_enc, `message:${row.id}:subject`),
    content: decrypt(row.content_enc, `message:${row.id}:content`),
  });
}

const codes = await seed(Number(env.BASELINE_MESSAGES ?? 20));
const server = createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/verify') return send(response, 404, { message: 'no' });
  verify(request, response).catch(() => send(response, 500, { message: 'internal error' }));
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port, codes })}\n`);
});

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    server.close();
    server.closeAllConnections();
    void Promise.allSettled([pool.end(), redis.quit()]).then(() => process.exit(0));
  });
}
