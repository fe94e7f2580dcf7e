import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AmbiguousCommitError, createServicePool } from '../src/commit-outcome.ts';
import { dropDatabase, ensureDatabase } from '../src/create-database.ts';
import { withDatabase } from '../src/database-url.ts';
import { sqlOverPool } from '../src/sql-over-pool.ts';
import { SERVER_URL } from './test-support.ts';

// A COMMIT that waits (here a deferred trigger's sleep; in production a synchronous standby that is gone) and
// whose connection is then cut: the service cannot know whether it committed, and must say so.
describe('a COMMIT whose answer never came', () => {
  const databaseUrl = withDatabase(SERVER_URL, `dbtest_${randomBytes(6).toString('hex')}`);
  let pool: pg.Pool;
  let admin: pg.Client;

  beforeAll(async () => {
    await ensureDatabase(databaseUrl);
    admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`
      CREATE TABLE note (id int PRIMARY KEY, slow boolean NOT NULL DEFAULT false,
                         tag text UNIQUE DEFERRABLE INITIALLY DEFERRED);
      CREATE FUNCTION wait_at_commit() RETURNS trigger LANGUAGE plpgsql AS
        $$ BEGIN IF NEW.slow THEN PERFORM pg_sleep(30); END IF; RETURN NULL; END $$;
      CREATE CONSTRAINT TRIGGER wait_at_commit AFTER INSERT ON note
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION wait_at_commit();`);
    pool = createServicePool(databaseUrl);
    pool.on('error', () => undefined);
  });
  afterAll(async () => {
    await pool.end();
    await admin.end();
    await dropDatabase(databaseUrl);
  });

  it('is reported as ambiguous when the connection drops during the COMMIT', async () => {
    const committing = sqlOverPool(pool).$transaction(async (tx) => {
      await tx.$executeRaw`INSERT INTO note (id, slow) VALUES (1, true)`;
    });
    const outcome = committing.then(
      () => 'committed',
      (error: unknown) => error,
    );
    // Cut that session once it waits in its COMMIT, as a balancer cuts a demoted primary's.
    for (;;) {
      const { rows } = await admin.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'COMMIT'`,
      );
      if (rows[0]) {
        await admin.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    const error = await outcome;
    expect(error).toBeInstanceOf(AmbiguousCommitError);
    expect((error as Error).message).toMatch(/^ambiguous commit/);
  });

  it('is a plain failure when PostgreSQL answers that it rolled back', async () => {
    await pool.query(`INSERT INTO note (id, tag) VALUES (2, 'taken')`);
    const failed = await sqlOverPool(pool)
      .$transaction(async (tx) => {
        await tx.$executeRaw`INSERT INTO note (id, tag) VALUES (3, 'taken')`;
      })
      .catch((error: unknown) => error);
    expect(failed).not.toBeInstanceOf(AmbiguousCommitError);
    expect((failed as { code?: string }).code).toBe('23505');
    expect((await pool.query('SELECT count(*)::int AS n FROM note WHERE id = 3')).rows[0].n).toBe(0);
  });
});
