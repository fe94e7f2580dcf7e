import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dropDatabase, ensureDatabase } from '../src/create-database.ts';
import { withDatabase } from '../src/database-url.ts';
import { sqlOverPool, toStatement } from '../src/sql-over-pool.ts';
import { SERVER_URL } from './test-support.ts';

const sqlText = (strings: TemplateStringsArray, ...values: unknown[]) => toStatement(strings, values);

it('numbers the holes of a template and keeps the values apart from the text', () => {
  const name = "Robert'); DROP TABLE t; --";
  const statement = sqlText`SELECT * FROM t WHERE name = ${name} AND id = ANY(${['a', 'b']}::uuid[])`;
  expect(statement.text).toBe('SELECT * FROM t WHERE name = $1 AND id = ANY($2::uuid[])');
  expect(statement.values).toEqual([name, ['a', 'b']]);
});

it('names a statement after its text: one name for one text, another for another', () => {
  const byId = (id: string) => sqlText`SELECT title FROM note WHERE id = ${id}::uuid`;
  const byTitle = (title: string) => sqlText`SELECT title FROM note WHERE title = ${title}`;
  expect(byId('a').name).toMatch(/^sql_[0-9a-f]{32}$/);
  expect(byId('b').name).toBe(byId('a').name);
  expect(byTitle('a').name).not.toBe(byId('a').name);
});

describe('sqlOverPool against PostgreSQL', () => {
  let pool: pg.Pool;
  let sql: ReturnType<typeof sqlOverPool>;
  const databaseUrl = withDatabase(SERVER_URL, `dbtest_${randomBytes(6).toString('hex')}`);

  beforeAll(async () => {
    await ensureDatabase(databaseUrl);
    pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
    sql = sqlOverPool(pool);
    await pool.query(
      'CREATE TABLE note (id uuid PRIMARY KEY, title text NOT NULL, body jsonb, at timestamptz NOT NULL)',
    );
  });
  afterAll(async () => {
    await pool.end();
    await dropDatabase(databaseUrl);
  });

  it('writes and reads back text, JSON, dates and uuid arrays as a Prisma client answers them', async () => {
    const at = new Date('2026-11-05T09:00:00.123Z');
    const ids = ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'];
    for (const [i, id] of ids.entries()) {
      expect(
        await sql.$executeRaw`INSERT INTO note (id, title, body, at)
          VALUES (${id}::uuid, ${`note ${i}`}, ${JSON.stringify({ i })}::jsonb, ${at})`,
      ).toBe(1);
    }
    const rows = await sql.$queryRaw<{ id: string; title: string; body: unknown; at: Date }[]>`
      SELECT id::text AS id, title, body, at FROM note WHERE id = ANY(${ids}::uuid[]) ORDER BY title`;
    expect(rows).toEqual([
      { id: ids[0], title: 'note 0', body: { i: 0 }, at },
      { id: ids[1], title: 'note 1', body: { i: 1 }, at },
    ]);
    const [{ count }] = await sql.$queryRaw<[{ count: bigint }]>`SELECT COUNT(*) AS count FROM note`;
    expect(count).toBe(2n);
  });

  it('commits a transaction that resolves and leaves nothing of one that throws', async () => {
    const kept = '00000000-0000-4000-8000-00000000000a';
    const undone = '00000000-0000-4000-8000-00000000000b';
    const at = new Date();
    expect(
      await sql.$transaction(async (tx) => {
        await tx.$executeRaw`INSERT INTO note (id, title, at) VALUES (${kept}::uuid, 'kept', ${at})`;
        return 'done';
      }),
    ).toBe('done');
    await expect(
      sql.$transaction(async (tx) => {
        await tx.$executeRaw`INSERT INTO note (id, title, at) VALUES (${undone}::uuid, 'undone', ${at})`;
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const titles = await sql.$queryRaw<{ title: string }[]>`
      SELECT title FROM note WHERE id = ANY(${[kept, undone]}::uuid[])`;
    expect(titles).toEqual([{ title: 'kept' }]);
    // Every connection went back to the pool, none left checked out inside a transaction.
    expect(pool.idleCount).toBe(pool.totalCount);
    await expect(sql.$queryRaw`SELECT current_setting('transaction_isolation') AS level`).resolves.toEqual([
      { level: 'read committed' },
    ]);
  });

  it('prepares a statement once on a connection and then only runs it', async () => {
    const titleOf = (tx: Parameters<Parameters<typeof sql.$transaction>[0]>[0], id: string) =>
      tx.$queryRaw<{ title: string }[]>`SELECT title FROM note WHERE id = ${id}::uuid`;
    const id = '00000000-0000-4000-8000-00000000000d';
    await sql.$executeRaw`INSERT INTO note (id, title, at) VALUES (${id}::uuid, 'prepared', now())`;
    // One transaction is one connection: what it has prepared is in its own pg_prepared_statements.
    const prepared = await sql.$transaction(async (tx) => {
      expect(await titleOf(tx, id)).toEqual([{ title: 'prepared' }]);
      expect(await titleOf(tx, id)).toEqual([{ title: 'prepared' }]);
      return tx.$queryRaw<{ statement: string }[]>`
        SELECT statement FROM pg_prepared_statements WHERE statement LIKE 'SELECT title FROM note WHERE id%'`;
    });
    expect(prepared).toEqual([{ statement: 'SELECT title FROM note WHERE id = $1::uuid' }]);
  });

  it('runs a transaction on one connection: what it wrote is seen inside it and not outside until commit', async () => {
    const id = '00000000-0000-4000-8000-00000000000c';
    let seenOutside: unknown[] = [];
    await sql.$transaction(async (tx) => {
      await tx.$executeRaw`INSERT INTO note (id, title, at) VALUES (${id}::uuid, 'pending', now())`;
      expect(await tx.$queryRaw`SELECT title FROM note WHERE id = ${id}::uuid`).toEqual([
        { title: 'pending' },
      ]);
      seenOutside = await sql.$queryRaw`SELECT title FROM note WHERE id = ${id}::uuid`;
    });
    expect(seenOutside).toEqual([]);
    expect(await sql.$queryRaw`SELECT title FROM note WHERE id = ${id}::uuid`).toEqual([
      { title: 'pending' },
    ]);
  });
});
