// Shared by this package's tests: each test gets its own database and its own copy of the fixture service.
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { onTestFinished } from 'vitest';
import { dropDatabase } from '../src/create-database.ts';
import { withDatabase } from '../src/database-url.ts';
import { testServerUrl } from '../src/test-database.ts';

export const SERVER_URL = testServerUrl;

export const FIXTURE_SERVICE_DIR = fileURLToPath(new URL('./fixtures/notes', import.meta.url));

export function testDatabaseUrl(): string {
  const databaseUrl = withDatabase(SERVER_URL, `dbtest_${randomBytes(6).toString('hex')}`);
  onTestFinished(() => dropDatabase(databaseUrl));
  return databaseUrl;
}

export async function query<Row extends pg.QueryResultRow>(
  databaseUrl: string,
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

export async function tableNames(databaseUrl: string): Promise<string[]> {
  const rows = await query<{ tablename: string }>(
    databaseUrl,
    "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  );
  return rows.map((row) => row.tablename);
}

// A scratch copy of the fixture service, for tests that write migrations or generate a client.
export async function copyFixtureService(): Promise<string> {
  const serviceDir = await mkdtemp(path.join(tmpdir(), 'db-fixture-'));
  onTestFinished(() => rm(serviceDir, { recursive: true, force: true }));
  await cp(FIXTURE_SERVICE_DIR, serviceDir, { recursive: true });
  return serviceDir;
}
