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

/** Blocks of the outbox table and its indexes this connection has read (not yet reported to the statistics). */
const blocksReadSql = `
  SELECT sum(pg_stat_get_xact_blocks_fetched(oid))::int AS blocks FROM pg_class
   WHERE oid = 'outbox_event'::regclass
      OR oid IN (SELECT indexrelid FROM pg_index WHERE indrelid = 'outbox_event'::regclass)`;

// On the 5th of the month a relay publishes tens of thousands of rows between two vacuums. A claim that walked
// the rows published before it (a bitmap scan of the index of all rows: it neither stops at its batch nor marks
// dead entries) cost more with every one, 0.5 ms a claim by 12,000 (the migration "outbox_claim_in_order").
describe.each(backendServices)("the %s service's outbox relay", (service) => {
  it('claims the next rows without walking those published before them', async () => {
    const database = await createMigratedTestDatabase(
      path.join(repoRoot, 'services', service, 'prisma'),
      `claim_${service}`,
    );
    const pool = new pg.Pool({ connectionString: database.url, max: 1 });
    try {
      // Nothing cleans up behind the wave but the claims themselves.
      await pool.query('ALTER TABLE outbox_event SET (autovacuum_enabled = false)');
      const write = (count: number) =>
        pool.query(
          `INSERT INTO outbox_event (id, type, version, payload, created_at)
           SELECT gen_random_uuid(), 'auth.user.registered', 1, '{}', clock_timestamp() FROM generate_series(1, $1)`,
          [count],
        );
      const claimNext = async () => {
        const connection = await pool.connect();
        try {
          await connection.query('BEGIN');
          const blocksRead = async () =>
            (await connection.query<{ blocks: number }>(blocksReadSql)).rows[0]!.blocks;
          const before = await blocksRead();
          const { rows } = await connection.query<{ id: string }>(
            "SELECT id::text AS id FROM claim_outbox_events(100, '30 seconds')",
          );
          const blocks = (await blocksRead()) - before;
          await connection.query('COMMIT');
          await connection.query(
            'UPDATE outbox_event SET published_at = now(), lease_until = NULL WHERE id = ANY($1::uuid[])',
            [rows.map((row) => row.id)],
          );
          return { claimed: rows.length, blocks };
        } finally {
          connection.release();
        }
      };
      // A wave as the relay meets it: ten rows written at a time, claimed and published, 9,000 in all.
      const costs: { claimed: number; blocks: number }[] = [];
      for (let i = 0; i < 900; i++) {
        await write(10);
        costs.push(await claimNext());
      }
      expect(costs.every((cost) => cost.claimed === 10)).toBe(true);
      // Each claim also writes its rows' lease (a page or two of every index), and steps over the rows published
      // too recently for PostgreSQL to mark them dead for everyone (more of them while other databases of the
      // server are busy): 70 blocks at the start, 86 at the end alone, up to 170 under the whole suite. Before, it
      // read again every heap page of every row published before it: 69 blocks at the start, 327 by the 9,000th
      // row, and more with every row.
      const dearest = (claims: typeof costs) => Math.max(...claims.map((cost) => cost.blocks));
      expect(dearest(costs.slice(-10))).toBeLessThan(dearest(costs.slice(0, 10)) * 3);
    } finally {
      await pool.end();
      await database.drop();
    }
  }, 120_000);
});
