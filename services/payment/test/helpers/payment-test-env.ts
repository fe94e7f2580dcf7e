// Shared by the payment tests: a migrated database of their own and readers of the ledger.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMigratedTestDatabase } from '@app/db/test-database';
import pg from 'pg';
import { connectPaymentDb, type PaymentDb } from '../../src/db/client.ts';

export const paymentPrismaDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'prisma',
);

export type PaymentTestDatabase = { url: string; db: PaymentDb; sql: pg.Pool; close(): Promise<void> };

/** A fresh, migrated payment database for one test file; `close` drops it. */
export async function openPaymentTestDatabase(label = 'payment'): Promise<PaymentTestDatabase> {
  const { url, drop } = await createMigratedTestDatabase(paymentPrismaDir, label);
  const db = connectPaymentDb(url);
  const sql = new pg.Pool({ connectionString: url, max: 2 });
  return {
    url,
    db,
    sql,
    async close() {
      await db.$disconnect();
      await sql.end();
      await drop();
    },
  };
}

export type LedgerRow = {
  user_id: string;
  delta: number;
  reason: 'welcome' | 'spent' | 'refund';
  reference: string;
};

export async function ledgerRowsOf(sql: pg.Pool, userId: string): Promise<LedgerRow[]> {
  const { rows } = await sql.query<LedgerRow>(
    `SELECT user_id::text, delta, reason::text, reference FROM free_delivery_entry WHERE user_id = $1
     ORDER BY created_at, id`,
    [userId],
  );
  return rows;
}

export async function processedEventIds(sql: pg.Pool, consumer: string, eventIds: string[]) {
  const { rows } = await sql.query<{ event_id: string }>(
    'SELECT event_id::text FROM processed_event WHERE consumer = $1 AND event_id = ANY($2::uuid[]) ORDER BY event_id',
    [consumer, eventIds],
  );
  return rows.map((r) => r.event_id);
}

/** Polls until `probe` returns something other than undefined, or fails after `timeoutMs`. */
export async function waitFor<T>(
  probe: () => Promise<T | undefined>,
  what: string,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
