import { PrismaPg } from '@prisma/adapter-pg';
import type pg from 'pg';
import { createServicePool } from './commit-outcome.ts';
import { sqlOverPool, type TransactionalSql } from './sql-over-pool.ts';

// What every generated `PrismaClient` class accepts; its own options type is a superset.
export type PrismaClientClass<Client> = new (options: { adapter: PrismaPg }) => Client;

/**
 * A generated client with the one pg pool it runs on: `pool` for the reads a hot path sends as plain SQL, `sql`
 * for the tagged-template statements and transactions of the event plumbing and the delivery path.
 */
export type PooledPrismaClient<Client> = Client & { readonly pool: pg.Pool; readonly sql: TransactionalSql };

/**
 * A generated client over a pool the service shares with its plain-SQL reads: one set of connections, not two.
 * Prisma's query compiler and interpreter cost several times the CPU of the query sent through pg directly
 * (docs/architecture.md, Hot-path reads), which the recipient's path cannot afford on every call.
 */
export function createPooledPrismaClient<Client extends { $disconnect(): Promise<void> }>(
  PrismaClient: PrismaClientClass<Client>,
  databaseUrl: string,
): PooledPrismaClient<Client> {
  // The pool Prisma would have made from the URL, with the same (default) settings, its commits watched.
  const pool = createServicePool(databaseUrl);
  // An idle connection the server dropped is only discarded (the pool opens another when asked); Prisma
  // listens only once it has connected, and an 'error' with no listener would end the process.
  pool.on('error', () => undefined);
  const db = new PrismaClient({ adapter: new PrismaPg(pool) });
  const disconnectPrisma = db.$disconnect.bind(db);
  let ended: Promise<void> | undefined;
  return Object.assign(db, {
    pool,
    sql: sqlOverPool(pool),
    // Prisma leaves a pool it was given open, and disconnects nothing when it never connected (a service
    // that served only plain-SQL reads): the pool is ended here, once.
    async $disconnect() {
      await disconnectPrisma();
      ended ??= pool.end();
      await ended;
    },
  });
}
