// Shared by the auth tests: a migrated database of their own, real AuthDeps over it, a fake clock and small
// readers of what the use cases left in the tables.
import { testIdentity } from '@app/platform/test-support/test-keys';
import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMigratedTestDatabase } from '@app/db/test-database';
import { AppError } from '@app/platform/errors';
import pg from 'pg';
import { expect } from 'vitest';
import type { AuthConfig } from '../../src/config.ts';
import { connectAuthDb, type AuthDb } from '../../src/db/client.ts';
import type { AuthDeps } from '../../src/domain/deps.ts';
import type { RegistrationInput } from '../../src/domain/validate-registration.ts';

export const authPrismaDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'prisma');

export type AuthTestDatabase = {
  url: string;
  db: AuthDb;
  /** Plain SQL next to Prisma, to read (and, for crash simulations, poke at) the tables directly. */
  sql: pg.Pool;
  close(): Promise<void>;
};

/** A fresh, migrated auth database for one test file; `close` drops it. */
export async function openAuthTestDatabase(label = 'auth'): Promise<AuthTestDatabase> {
  const { url, drop } = await createMigratedTestDatabase(authPrismaDir, label);
  const db = connectAuthDb(url);
  const sql = new pg.Pool({ connectionString: url, max: 4 });
  return {
    url,
    db,
    sql,
    async close() {
      await db.$disconnect();
      await sql.end();
      await drop();
    },
  };
}

/** A clock the test moves by hand. Starts at the real current time (the database stamps some rows itself). */
export type FakeClock = { now: () => Date; advance: (ms: number) => void; set: (at: Date) => void };

export function fakeClock(start: Date = new Date()): FakeClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance: (ms) => {
      current += ms;
    },
    set: (at) => {
      current = at.getTime();
    },
  };
}

export const minutes = (n: number) => n * 60_000;
export const hours = (n: number) => n * 3_600_000;
export const days = (n: number) => n * 86_400_000;

export type TestAuthConfig = AuthDeps['config'];

export function testAuthConfig(overrides: Partial<AuthConfig> = {}): TestAuthConfig {
  return {
    EMAIL_TOKEN_SECRET: randomBytes(32).toString('hex'),
    SESSION_IDLE_MINUTES: 60,
    SESSION_ABSOLUTE_DAYS: 30,
    EMAIL_VERIFICATION_TTL_HOURS: 48,
    PASSWORD_RESET_TTL_MINUTES: 60,
    ADMIN_EMAILS: [],
    SMS_ENABLED: true,
    SMS_CODE_DAILY_BUDGET: 200,
    ...overrides,
  };
}

export type TestAuthDeps = AuthDeps & { clock: FakeClock; eventsWrittenCalls: () => number };

/** Real AuthDeps over the test database; only the clock is fake. */
export function authDeps(db: AuthDb, overrides: Partial<AuthConfig> = {}, clock = fakeClock()): TestAuthDeps {
  let calls = 0;
  return {
    db,
    config: testAuthConfig(overrides),
    identity: testIdentity('auth'),
    eventsWritten: () => {
      calls += 1;
    },
    now: clock.now,
    clock,
    eventsWrittenCalls: () => calls,
  };
}

/** Eight random hex characters, for names and addresses no other test uses. */
export const uniqueSuffix = () => randomBytes(4).toString('hex');

/** A registration no other test uses (names and addresses carry a random suffix). */
export function newRegistration(overrides: Partial<RegistrationInput> = {}): RegistrationInput {
  const suffix = uniqueSuffix();
  return {
    username: `user_${suffix}`,
    email: `user.${suffix}@example.test`,
    password: 'correct horse battery',
    fullName: 'Ana María Pérez',
    ...overrides,
  };
}

export function sha256Hex(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** How many rows each auth table holds: a refused request must leave these unchanged. */
export type TableCounts = { users: number; sessions: number; email_tokens: number; outbox_events: number };

export async function tableCounts(sql: pg.Pool): Promise<TableCounts> {
  const { rows } = await sql.query<TableCounts>(`
    SELECT (SELECT count(*)::int FROM app_user) AS users,
           (SELECT count(*)::int FROM session) AS sessions,
           (SELECT count(*)::int FROM email_token) AS email_tokens,
           (SELECT count(*)::int FROM outbox_event) AS outbox_events`);
  return rows[0]!;
}

export type UserRow = {
  id: string;
  username: string;
  username_key: string;
  email: string;
  password_hash: string;
  full_name: string;
  role: 'user' | 'admin';
  email_verified_at: Date | null;
  language: string;
  time_zone: string;
  backup_email: string | null;
  backup_email_verified_at: Date | null;
};

export async function userRow(sql: pg.Pool, id: string): Promise<UserRow> {
  const { rows } = await sql.query<UserRow>('SELECT * FROM app_user WHERE id = $1', [id]);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

export type EmailTokenRow = {
  id: string;
  user_id: string;
  purpose: 'verify_email' | 'reset_password' | 'verify_backup_email';
  email: string;
  token_hash: string | null;
  expires_at: Date;
  used_at: Date | null;
};

export async function emailTokenRows(
  sql: pg.Pool,
  userId: string,
  purpose?: EmailTokenRow['purpose'],
): Promise<EmailTokenRow[]> {
  const { rows } = await sql.query<EmailTokenRow>(
    `SELECT id::text, user_id::text, purpose::text, email, token_hash, expires_at, used_at FROM email_token
     WHERE user_id = $1 AND ($2::text IS NULL OR purpose::text = $2) ORDER BY created_at, id`,
    [userId, purpose ?? null],
  );
  return rows;
}

/** The id of the user's only e-mail request of that purpose (what the event carries as requestId). */
export async function onlyRequestId(
  sql: pg.Pool,
  userId: string,
  purpose: EmailTokenRow['purpose'],
): Promise<string> {
  const rows = await emailTokenRows(sql, userId, purpose);
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

export type OutboxRow = { id: string; type: string; version: number; payload: Record<string, unknown> };

/** Outbox events about a user (payloads carry the user id), oldest first. */
export async function outboxRowsOf(sql: pg.Pool, userId: string): Promise<OutboxRow[]> {
  const { rows } = await sql.query<OutboxRow>(
    `SELECT id::text, type, version, payload FROM outbox_event WHERE payload->>'userId' = $1
     ORDER BY created_at, type`,
    [userId],
  );
  return rows;
}

export async function sessionRowsOf(sql: pg.Pool, userId: string) {
  const { rows } = await sql.query<{ token_hash: string; last_seen_at: Date; expires_at: Date }>(
    'SELECT token_hash, last_seen_at, expires_at FROM session WHERE user_id = $1',
    [userId],
  );
  return rows;
}

/** Every value of every row of a table, as text: for "this secret is stored nowhere" checks. */
export async function tableText(
  sql: pg.Pool,
  table: 'app_user' | 'session' | 'email_token' | 'outbox_event',
) {
  const { rows } = await sql.query<{ t: string | null }>(
    `SELECT string_agg(row_to_json(x)::text, E'\\n') AS t FROM ${table} x`,
  );
  return rows[0]?.t ?? '';
}

/** The AppError a promise rejects with (fails the test if it resolves or throws something else). */
export async function appErrorOf(promise: Promise<unknown>): Promise<AppError> {
  const outcome = await promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
  if (outcome.ok) throw new Error(`expected an AppError, got ${JSON.stringify(outcome.value)}`);
  expect(outcome.error).toBeInstanceOf(AppError);
  return outcome.error as AppError;
}
