import { createHash } from 'node:crypto';
import pg from 'pg';

/**
 * The tagged-template SQL a Prisma client offers (`$executeRaw`, `$queryRaw`, `$transaction`), sent straight
 * through node-postgres. Code written against that slice (the outbox, event claims, the delivery path's
 * repositories) runs unchanged on either; through `pg` a statement costs about half the CPU and a transaction a
 * sixth (docs/architecture.md, "The event plumbing in plain SQL").
 */
export type SqlClient = {
  $executeRaw(query: TemplateStringsArray, ...values: unknown[]): Promise<number>;
  $queryRaw<T = unknown>(query: TemplateStringsArray, ...values: unknown[]): Promise<T>;
};

export type TransactionalSql = SqlClient & {
  /** Runs `fn` in one transaction (READ COMMITTED, as Prisma's): committed if it resolves, rolled back if not. */
  $transaction<R>(fn: (tx: SqlClient) => Promise<R>): Promise<R>;
};

type Queryable = Pick<pg.PoolClient, 'query'>;

// Prisma answers a bigint column (COUNT(*), a sum) with a BigInt; code written for it keeps getting one.
const INT8_OID = 20;
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === INT8_OID) return (value: string) => BigInt(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/**
 * A statement sent by name: each connection parses and plans it once and from then on only binds values, about
 * a quarter less of PostgreSQL's CPU for a short statement (docs/architecture.md, "Prepared statements"). The name
 * comes from the text, so one text is one statement however many places send it. For text fixed when the module
 * loads (a hot path's read through `pool.query({ ...statement, values })`), never for text built per call.
 */
export function preparedStatement(text: string): { name: string; text: string } {
  return { name: `sql_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`, text };
}

// A call site's template is one object for the life of the process: its statement is worked out once.
const statements = new WeakMap<TemplateStringsArray, { name: string; text: string }>();

/** `$1, $2…` in place of the template's holes: values always travel apart from the text. Prepared. */
export function toStatement(strings: TemplateStringsArray, values: unknown[]): pg.QueryConfig {
  let statement = statements.get(strings);
  if (!statement) {
    let text = strings[0] ?? '';
    for (let i = 1; i < strings.length; i++) text += `$${i}${strings[i]}`;
    statement = preparedStatement(text);
    statements.set(strings, statement);
  }
  return { ...statement, values, types };
}

function clientOver(target: Queryable): SqlClient {
  return {
    async $executeRaw(strings, ...values) {
      return (await target.query(toStatement(strings, values))).rowCount ?? 0;
    },
    async $queryRaw<T>(strings: TemplateStringsArray, ...values: unknown[]) {
      return (await target.query(toStatement(strings, values))).rows as T;
    },
  };
}

export function sqlOverPool(pool: pg.Pool): TransactionalSql {
  return {
    ...clientOver(pool),
    async $transaction(fn) {
      const connection = await pool.connect();
      // A connection that drops mid-transaction also emits 'error', which with no listener ends the process; the
      // statement under way is rejected with it, and that is where it is handled.
      const ignore = () => undefined;
      connection.on('error', ignore);
      let broken: Error | undefined;
      try {
        await connection.query('BEGIN');
        const result = await fn(clientOver(connection));
        await connection.query('COMMIT');
        return result;
      } catch (error) {
        // A connection that cannot even roll back is dropped, not handed to the next caller mid-transaction.
        await connection.query('ROLLBACK').catch((rollbackError: Error) => (broken = rollbackError));
        throw error;
      } finally {
        connection.off('error', ignore);
        connection.release(broken);
      }
    },
  };
}
