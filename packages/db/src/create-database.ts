import pg from 'pg';
import { databaseName, withDatabase } from './database-url.ts';

// What losing a race to create the same database looks like: 42P04 if the other creator has committed,
// 23505 (on pg_database's name index) if it is still in flight, which is what concurrent starts usually get.
const DUPLICATE_DATABASE = '42P04';
const UNIQUE_VIOLATION = '23505';

export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const name = databaseName(databaseUrl);
  await withMaintenanceClient(databaseUrl, async (client) => {
    // Look first: a role without CREATEDB gets "permission denied" from CREATE DATABASE even when it exists.
    const existing = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (existing.rowCount !== 0) return;
    try {
      await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
    } catch (error) {
      const lostRace =
        error instanceof pg.DatabaseError &&
        (error.code === DUPLICATE_DATABASE || error.code === UNIQUE_VIOLATION);
      if (!lostRace) throw error;
    }
  });
}

export async function dropDatabase(databaseUrl: string): Promise<void> {
  const name = databaseName(databaseUrl);
  await withMaintenanceClient(databaseUrl, async (client) => {
    // Pools that are closing get a moment to leave: a connection killed by FORCE raises an error event in
    // whichever process still held it.
    for (let i = 0; i < 40; i++) {
      const { rows } = await client.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if ((rows[0]?.n ?? 0) === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
  });
}

async function withMaintenanceClient(
  databaseUrl: string,
  use: (client: pg.Client) => Promise<void>,
): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(databaseUrl, 'postgres') });
  await client.connect();
  try {
    await use(client);
  } finally {
    await client.end();
  }
}
