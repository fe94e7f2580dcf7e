import { readFileSync } from 'node:fs';

// The claim the relay calls (`claim_outbox_events`), read from a service's migrations: every service's are the same.
const claimMigrations = [
  '20261128200000_outbox_claim_in_order',
  '20261129000000_outbox_claim_marks_published',
].map((name) => new URL(`../../../services/auth/prisma/migrations/${name}/migration.sql`, import.meta.url));

/**
 * An outbox table with what the relay needs of it, as each service's migrations leave it, for tests that run the
 * relay over a database of their own.
 */
export const outboxTableSql = `
  CREATE TABLE outbox_event (id uuid PRIMARY KEY, type text NOT NULL, version int NOT NULL, payload jsonb NOT NULL,
    headers jsonb NOT NULL DEFAULT '{}', created_at timestamptz NOT NULL, published_at timestamptz,
    lease_until timestamptz);
  ${claimMigrations.map((file) => readFileSync(file, 'utf8')).join('\n')}`;
