import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sqlOverPool } from '@app/db/sql-over-pool';
import { createMigratedTestDatabase } from '@app/db/test-database';
import { writeEvent } from '@app/platform/outbox';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { backendServices, repoRoot } from './deploy-facts.ts';

// The relay publishes a service's outbox in `ORDER BY created_at, id` (packages/platform/src/outbox.ts), and a
// consumer handles one key's events in the order they come. That holds only if each service's own table keeps
// the instant `writeEvent` gives each row: rounded to the millisecond, the events of one transaction tie and go
// out in the order of their random ids (packages/platform's relay tests run on a table of their own).
describe.each(backendServices)("the %s service's outbox", (service) => {
  it('keeps the events of one transaction in the order they were written', async () => {
    const database = await createMigratedTestDatabase(
      path.join(repoRoot, 'services', service, 'prisma'),
      `order_${service}`,
    );
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      const written = await sqlOverPool(pool).$transaction(async (tx) => {
        const ids: string[] = [];
        for (let i = 0; i < 6; i++)
          ids.push(await writeEvent(tx, 'auth.user.registered', { userId: randomUUID() }));
        return ids;
      });
      const { rows } = await pool.query<{ id: string }>(
        'SELECT id::text AS id FROM outbox_event ORDER BY created_at, id',
      );
      expect(rows.map((row) => row.id)).toEqual(written);
    } finally {
      await pool.end();
      await database.drop();
    }
  });
});
