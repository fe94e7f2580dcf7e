// Re-drives one service's events from its outbox: `tsx packages/service-runtime/src/cli/redrive-outbox.ts
// --since <ISO instant>`, with DATABASE_URL naming the service's database (run it once per service: the
// runbook in docs/deployment.md, "Losing JetStream's store"; the admin panel's re-drive, POST
// /api/admin/outbox-redrive, asks every service at once). The service's running relay publishes them again.
import { parseArgs } from 'node:util';
import { redactDatabaseUrl } from '@app/db/database-url';
import { sqlOverPool } from '@app/db/sql-over-pool';
import { redriveOutbox, RedriveRefused } from '@app/platform/outbox';
import pg from 'pg';

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { since: { type: 'string' } } });
  const databaseUrl = process.env.DATABASE_URL ?? '';
  if (!values.since || !databaseUrl) {
    console.error(
      'Usage: DATABASE_URL=… tsx packages/service-runtime/src/cli/redrive-outbox.ts --since <ISO instant>',
    );
    return 2;
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  try {
    const rows = await redriveOutbox(sqlOverPool(pool), new Date(values.since), new Date());
    console.log(`${rows} event(s) of ${redactDatabaseUrl(databaseUrl)} handed to its relay again`);
    return 0;
  } catch (error) {
    console.error(error instanceof RedriveRefused ? `Refused: ${error.message}` : error);
    return 1;
  } finally {
    await pool.end();
  }
}

process.exitCode = await main();
