import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { dropDatabase, ensureDatabase } from '../src/create-database.ts';
import { databaseName } from '../src/database-url.ts';
import { SERVER_URL, query, testDatabaseUrl } from './test-support.ts';

async function exists(databaseUrl: string): Promise<boolean> {
  const rows = await query(SERVER_URL, 'SELECT 1 FROM pg_database WHERE datname = $1', [
    databaseName(databaseUrl),
  ]);
  return rows.length === 1;
}

describe('ensureDatabase', () => {
  it('creates the database named in the URL, and does nothing when it exists', async () => {
    const databaseUrl = testDatabaseUrl();
    await ensureDatabase(databaseUrl);
    await query(databaseUrl, 'CREATE TABLE kept (id int)');
    await ensureDatabase(databaseUrl);
    expect(await query(databaseUrl, 'SELECT count(*)::int AS n FROM kept')).toEqual([{ n: 0 }]);
  });

  it('lets concurrent callers all succeed', async () => {
    const databaseUrl = testDatabaseUrl();
    await Promise.all(Array.from({ length: 6 }, () => ensureDatabase(databaseUrl)));
    expect(await exists(databaseUrl)).toBe(true);
  });

  it('quotes names that need it', async () => {
    const databaseUrl = `${testDatabaseUrl()}_Odd%22Name%3B`;
    try {
      await ensureDatabase(databaseUrl);
      expect(databaseName(databaseUrl)).toMatch(/_Odd"Name;$/);
      expect(await exists(databaseUrl)).toBe(true);
    } finally {
      await dropDatabase(databaseUrl);
    }
  });
});

describe('dropDatabase', () => {
  it('drops a database that still has connections, and tolerates a missing one', async () => {
    const databaseUrl = testDatabaseUrl();
    await ensureDatabase(databaseUrl);
    const lingering = new pg.Client({ connectionString: databaseUrl });
    // The forced drop terminates this session, which the client reports as an error.
    lingering.on('error', () => {});
    await lingering.connect();
    await dropDatabase(databaseUrl);
    await lingering.end().catch(() => {});
    expect(await exists(databaseUrl)).toBe(false);
    await dropDatabase(databaseUrl);
  });
});
