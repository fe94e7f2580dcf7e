// Gives each service's database to a role of its own (provisionServiceDatabase): `node
// packages/db/src/cli/provision-databases.ts`, with DATABASE_ADMIN_URL (a superuser's, used for nothing else) and
// SERVICE_DATABASE_URLS (each service's DATABASE_URL, separated by spaces). Compose's one-shot `databases` runs it
// before the services start; they then migrate their own databases as their roles.
import { redactDatabaseUrl } from '../database-url.ts';
import { provisionServiceDatabase } from '../service-role.ts';

async function main(): Promise<number> {
  const adminUrl = process.env.DATABASE_ADMIN_URL ?? '';
  const serviceUrls = (process.env.SERVICE_DATABASE_URLS ?? '').split(/\s+/).filter(Boolean);
  if (adminUrl === '' || serviceUrls.length === 0) {
    console.error('DATABASE_ADMIN_URL and SERVICE_DATABASE_URLS must be set.');
    return 2;
  }
  for (const url of serviceUrls) {
    try {
      await provisionServiceDatabase(adminUrl, url);
      console.log(`Provisioned ${redactDatabaseUrl(url)}`);
    } catch (error) {
      console.error(`Provisioning ${redactDatabaseUrl(url)} failed:`);
      console.error(error instanceof Error ? error.message : error);
      return 1;
    }
  }
  return 0;
}

process.exitCode = await main();
