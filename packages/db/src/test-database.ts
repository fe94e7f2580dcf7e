import { randomBytes } from 'node:crypto';
import { dropDatabase, ensureDatabase } from './create-database.ts';
import { withDatabase } from './database-url.ts';
import { applyMigrations } from './migrate.ts';

/** The PostgreSQL server tests use; each test database on it gets a unique name, so runs never collide. */
export const testServerUrl = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

/**
 * A fresh database for one test file with a service's committed migrations applied, exactly as production
 * gets them. Call `drop` when done.
 */
export async function createMigratedTestDatabase(
  prismaDir: string,
  label: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = withDatabase(testServerUrl, `test_${label}_${randomBytes(5).toString('hex')}`);
  await ensureDatabase(url);
  await applyMigrations({ prismaDir, databaseUrl: url });
  return { url, drop: () => dropDatabase(url) };
}
