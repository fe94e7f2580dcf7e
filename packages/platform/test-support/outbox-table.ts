import { readFileSync } from 'node:fs';

// The claim the relay calls (`claim_outbox_events`), read from a service's migration: every service's is the same.
const claimMigration = new URL(
  '../../../services/auth/prisma/migrations/20261128200000_outbox_claim_in_order/migration.sql',
  import.meta.url,
);

/**
 * An outbox table with what the relay needs of it, as each service's migrations leave it, for tests that run the
 * relay over a database of their own.
 */
export const outboxTableSql = `
  CREATE TABLE outbox_event (id uuid PRIMARY KEY, type text NOT NULL, version int NOT NULL, payload jsonb NOT NULL,
    headers jsonb NOT NULL DEFAULT '{}', created_at timestamptz NOT NULL, published_at timestamptz,
    lease_until timestamptz);
  ${readFileSync(claimMigration, 'utf8')}`;
