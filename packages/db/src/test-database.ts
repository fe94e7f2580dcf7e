import { createHash, randomBytes } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import { dropDatabase, ensureDatabase } from './create-database.ts';
import { databaseName, withDatabase } from './database-url.ts';
import { applyMigrations } from './migrate.ts';
import { readMigrationsList } from './migrations-folder.ts';

/** The PostgreSQL server tests use; each test database on it gets a unique name, so runs never collide. */
export const testServerUrl = process.env.TEST_POSTGRES_URL ?? 'postgresql://postgres@127.0.0.1:5432/postgres';

const TEMPLATE_PREFIX = 'tmpl_';
// What CREATE DATABASE … TEMPLATE answers when the template was dropped meanwhile (by a run whose migrations
// differ): the template is made again.
const INVALID_CATALOG_NAME = '3D000';

/**
 * A fresh database for one test file with a service's committed migrations applied, exactly as production
 * gets them. Call `drop` when done.
 */
export async function createMigratedTestDatabase(
  prismaDir: string,
  label: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const url = withDatabase(testServerUrl, `test_${label}_${randomBytes(5).toString('hex')}`);
  await createMigratedDatabase(prismaDir, url);
  return { url, drop: () => dropDatabase(url) };
}

/**
 * Creates the database named in `databaseUrl` as a copy of a template holding exactly the service's committed
 * migrations. The template is migrated once per migrations folder (it is named after a hash of the folder) and
 * kept on the server, so a test file's database costs one file copy instead of a migration run.
 */
export async function createMigratedDatabase(prismaDir: string, databaseUrl: string): Promise<void> {
  const service = path.basename(path.dirname(path.resolve(prismaDir)));
  const template = `${TEMPLATE_PREFIX}${service}_${await migrationsHash(prismaDir)}`;
  const key = `${template}\n${withDatabase(databaseUrl, 'postgres')}`;
  for (let attempt = 1; ; attempt++) {
    let made = templates.get(key);
    if (!made) {
      made = ensureTemplate(prismaDir, databaseUrl, template);
      templates.set(key, made);
      // A failure is not remembered: the next file tries again.
      made.catch(() => templates.delete(key));
    }
    await made;
    try {
      await withMaintenanceClient(databaseUrl, (client) =>
        client.query(
          `CREATE DATABASE ${pg.escapeIdentifier(databaseName(databaseUrl))} TEMPLATE ${pg.escapeIdentifier(template)}`,
        ),
      );
      return;
    } catch (error) {
      const dropped = error instanceof pg.DatabaseError && error.code === INVALID_CATALOG_NAME;
      if (!dropped || attempt === 3) throw error;
      templates.delete(key);
    }
  }
}

// Templates this process has found or made: the test files of a worker share them.
const templates = new Map<string, Promise<void>>();

/**
 * Makes the template `tmpl_<service>_<hash of its migrations>` if missing. Parallel workers (and parallel runs
 * on the same server) wait for each other on an advisory lock named after the template; it is migrated under a
 * working name and renamed when complete, so a template that exists by its final name is always whole.
 */
async function ensureTemplate(prismaDir: string, databaseUrl: string, name: string): Promise<void> {
  const working = `${name}_wip`;
  await withMaintenanceClient(databaseUrl, async (client) => {
    const exists = async () =>
      (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount !== 0;
    if (await exists()) return;
    // Ending the session releases the lock.
    await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [name]);
    if (await exists()) return;
    // Left by a builder that died half-way: nobody else builds under this name while we hold the lock.
    const workingUrl = withDatabase(databaseUrl, working);
    await dropDatabase(workingUrl);
    await ensureDatabase(workingUrl);
    await applyMigrations({ prismaDir, databaseUrl: workingUrl });
    await waitForNoSessions(client, working);
    // Nobody may connect to a template: a session on it would make every copy fail.
    await client.query(
      `ALTER DATABASE ${pg.escapeIdentifier(working)} WITH ALLOW_CONNECTIONS false IS_TEMPLATE true`,
    );
    await client.query(
      `ALTER DATABASE ${pg.escapeIdentifier(working)} RENAME TO ${pg.escapeIdentifier(name)}`,
    );
    await dropStaleTemplates(client, name.slice(0, name.lastIndexOf('_') + 1), name);
  });
}

/**
 * The service's templates for earlier migrations go when a new one is made, so they never pile up. A run on
 * another branch that still uses one makes it again (its copy fails with 3D000 and is retried); templates
 * being built (`_wip`) belong to their builder.
 */
async function dropStaleTemplates(client: pg.Client, prefix: string, current: string): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    `SELECT datname FROM pg_database
      WHERE starts_with(datname, $1) AND datname <> $2 AND datistemplate AND right(datname, 4) <> '_wip'`,
    [prefix, current],
  );
  for (const { datname } of rows) {
    const quoted = pg.escapeIdentifier(datname);
    try {
      await client.query(`ALTER DATABASE ${quoted} IS_TEMPLATE false`);
      await client.query(`DROP DATABASE IF EXISTS ${quoted}`);
    } catch (error) {
      // Another run dropped it first: it is gone either way.
      if (!(error instanceof pg.DatabaseError && error.code === INVALID_CATALOG_NAME)) throw error;
    }
  }
}

/** Every migration's name and script and the lock file: any change to what would be applied makes a new template. */
async function migrationsHash(prismaDir: string): Promise<string> {
  const list = await readMigrationsList(prismaDir);
  const hash = createHash('sha256');
  hash.update(list.lockfile.content ?? '');
  for (const migration of list.migrationDirectories) {
    const script = migration.migrationFile.content;
    if (script.tag === 'error') throw new Error(`Cannot read migration ${migration.path}: ${script.value}`);
    hash.update(`\0${migration.path}\0${script.value}`);
  }
  return hash.digest('hex').slice(0, 16);
}

/** The schema engine closes its pool when done; its sessions may take a moment to leave the server. */
async function waitForNoSessions(client: pg.Client, name: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const { rows } = await client.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
      [name],
    );
    if ((rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Sessions on ${name} did not end`);
}

async function withMaintenanceClient<T>(
  databaseUrl: string,
  use: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(databaseUrl, 'postgres') });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
