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

  // The cost of a claim over a long wave cannot be timed or counted in blocks reliably (docs/architecture.md,
  // "Transactional outbox"), but its plan can be read: auto_explain shows the statement inside the function.
  it('claims through the index of unpublished rows, a scan that stops at its batch, after a wave', async () => {
    const database = await createMigratedTestDatabase(
      path.join(repoRoot, 'services', service, 'prisma'),
      `claim_${service}`,
    );
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      // What a wave leaves: thousands of published rows, a few still to go, statistics that know it.
      await client.query(`
        INSERT INTO outbox_event (id, type, version, payload, created_at, published_at)
        SELECT gen_random_uuid(), 'auth.user.registered', 1, '{}', clock_timestamp(), now()
          FROM generate_series(1, 20000);
        INSERT INTO outbox_event (id, type, version, payload, created_at)
        SELECT gen_random_uuid(), 'auth.user.registered', 1, '{}', clock_timestamp() FROM generate_series(1, 20);
        ANALYZE outbox_event`);
      const plans: string[] = [];
      client.on('notice', (notice) => plans.push(notice.message ?? ''));
      await client.query(`LOAD 'auto_explain'`);
      await client.query(`
        SET auto_explain.log_min_duration = 0; SET auto_explain.log_nested_statements = on;
        SET auto_explain.log_level = notice; SET client_min_messages = notice`);
      const { rows } = await client.query(
        `SELECT id FROM claim_outbox_events(5, '30 seconds'::interval, '{}'::uuid[])`,
      );
      expect(rows).toHaveLength(5);
      const claim = plans.find((plan) => plan.includes('FOR UPDATE SKIP LOCKED'));
      expect(claim).toContain('Index Scan using outbox_event_unpublished_idx');
      expect(claim).not.toContain('Bitmap');
    } finally {
      await client.end();
      await database.drop();
    }
  });
});
