// Writes a service's next migration from its schema: `tsx packages/db/src/cli/new-migration.ts <serviceDir>
// <name>`. DATABASE_URL only picks the server for the throwaway shadow database.
import path from 'node:path';
import { redactDatabaseUrl } from '../database-url.ts';
import { newMigration } from '../new-migration.ts';

const LOCAL_SERVER = 'postgresql://postgres@127.0.0.1:5432/postgres';

async function main(args: string[]): Promise<number> {
  const [serviceDir, name, ...extra] = args;
  if (serviceDir === undefined || name === undefined || extra.length > 0) {
    console.error('Usage: tsx packages/db/src/cli/new-migration.ts <serviceDir> <name>');
    return 2;
  }
  const shadowServerUrl = process.env.DATABASE_URL || LOCAL_SERVER;
  try {
    const result = await newMigration({ prismaDir: path.join(serviceDir, 'prisma'), name, shadowServerUrl });
    console.log(result.created ? `Created ${path.relative(process.cwd(), result.directory)}` : 'no changes');
    return 0;
  } catch (error) {
    console.error(
      `Creating a migration for ${serviceDir} (shadow server ${redactDatabaseUrl(shadowServerUrl)}) failed:`,
    );
    console.error(error instanceof Error ? error.message : error);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
