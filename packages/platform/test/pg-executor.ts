import type pg from 'pg';
import type { SqlExecutor, TransactionalDb } from '../src/sql.ts';

/** A SqlExecutor over plain `pg`, so the platform kit's SQL is tested without any one service's Prisma client. */
function executorFor(client: pg.Pool | pg.PoolClient): SqlExecutor {
  const toQuery = (strings: TemplateStringsArray, values: unknown[]) => ({
    text: strings.reduce((sql, part, i) => sql + part + (i < values.length ? `$${i + 1}` : ''), ''),
    values,
  });
  return {
    async $executeRaw(strings, ...values) {
      const { text, values: params } = toQuery(strings, values);
      return (await client.query(text, params)).rowCount ?? 0;
    },
    async $queryRaw<T>(strings: TemplateStringsArray, ...values: unknown[]) {
      const { text, values: params } = toQuery(strings, values);
      return (await client.query(text, params)).rows as T;
    },
  };
}

export function pgDb(pool: pg.Pool): TransactionalDb {
  return {
    ...executorFor(pool),
    async $transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn(executorFor(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
  };
}
