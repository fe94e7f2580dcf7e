import pg from 'pg';
import { readMigrationsList } from './migrations-folder.ts';
import { noFilters, withSchemaEngine } from './schema-engine.ts';

export interface ApplyMigrationsOptions {
  // A service's `prisma/` folder, holding `migrations/`.
  prismaDir: string;
  databaseUrl: string;
  log?: (line: string) => void;
}

// Ours, not Prisma's 72707369: the engine takes that one itself, with a 10 s timeout, on one of its pooled
// connections. Advisory locks are per database, so one key serves every service.
const MIGRATION_LOCK_KEY = 7_270_736_901;

// Applies the committed migrations not yet recorded in `_prisma_migrations`, as `prisma migrate deploy` does.
export async function applyMigrations(options: ApplyMigrationsOptions): Promise<{ applied: string[] }> {
  const { prismaDir, databaseUrl, log } = options;
  const migrationsList = await readMigrationsList(prismaDir);
  // A mistyped service folder would otherwise "succeed" with nothing to apply.
  if (migrationsList.migrationDirectories.length === 0 && migrationsList.lockfile.content === null) {
    throw new Error(`No migrations in ${migrationsList.baseDir}`);
  }
  // Several replicas may start at once: wait for each other here, without the engine's timeout.
  const lockClient = new pg.Client({ connectionString: databaseUrl });
  lockClient.on('error', (error) => log?.(`Lost the migration lock connection: ${error.message}`));
  await lockClient.connect();
  try {
    await lockClient.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const { appliedMigrationNames } = await withSchemaEngine({ databaseUrl, log }, (engine) =>
      engine.applyMigrations({ migrationsList, filters: noFilters }),
    );
    return { applied: appliedMigrationNames };
  } finally {
    // Ending the session releases the lock.
    await lockClient.end();
  }
}
