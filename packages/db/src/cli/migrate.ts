// Brings a service's database up to date: `tsx packages/db/src/cli/migrate.ts <serviceDir>`, with DATABASE_URL
// set. The one-shot command Kubernetes Jobs run before a service's pods start. With DATABASE_ADMIN_URL (a
// superuser's) it first gives the database to the role DATABASE_URL names (provisionServiceDatabase), then
// migrates as that role.
import path from 'node:path';
import { ensureDatabase } from '../create-database.ts';
import { redactDatabaseUrl } from '../database-url.ts';
import { applyMigrations } from '../migrate.ts';
import { provisionServiceDatabase } from '../service-role.ts';

async function main(args: string[]): Promise<number> {
  const [serviceDir, ...extra] = args;
  if (serviceDir === undefined || extra.length > 0) {
    console.error(
      'Usage: tsx packages/db/src/cli/migrate.ts <serviceDir>   (DATABASE_URL must be set; DATABASE_ADMIN_URL may be)',
    );
    return 2;
  }
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl === undefined || databaseUrl === '') {
    console.error('DATABASE_URL is not set: it names the database to migrate.');
    return 2;
  }
  const adminUrl = process.env.DATABASE_ADMIN_URL ?? '';
  try {
    if (adminUrl) await provisionServiceDatabase(adminUrl, databaseUrl);
    else await ensureDatabase(databaseUrl);
    const { applied } = await applyMigrations({
      prismaDir: path.join(serviceDir, 'prisma'),
      databaseUrl,
      log: (line) => console.log(line),
    });
    console.log(
      applied.length === 0
        ? 'No pending migrations.'
        : `Applied ${applied.length} migration(s): ${applied.join(', ')}`,
    );
    return 0;
  } catch (error) {
    console.error(`Migrating ${serviceDir} on ${redactDatabaseUrl(databaseUrl)} failed:`);
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
