import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it, onTestFinished } from 'vitest';
import { dropDatabase, ensureDatabase } from '../src/create-database.ts';
import { withDatabase } from '../src/database-url.ts';
import { applyMigrations } from '../src/migrate.ts';
import { dropServiceRole, provisionServiceDatabase, withRole } from '../src/service-role.ts';
import { FIXTURE_SERVICE_DIR, SERVER_URL, query, tableNames } from './test-support.ts';

/** A database and a role of one made-up service, dropped after the test. */
function serviceDatabase(): { url: string; role: string } {
  const id = randomBytes(5).toString('hex');
  const role = `roletest_${id}`;
  const url = withRole(withDatabase(SERVER_URL, `roletest_${id}`), role, `pw-${id}`);
  onTestFinished(async () => {
    await dropDatabase(withDatabase(SERVER_URL, `roletest_${id}`));
    await dropServiceRole(SERVER_URL, role);
  });
  return { url, role };
}

async function connectError(url: string): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('SELECT 1');
    return undefined;
  } catch (error) {
    return error instanceof pg.DatabaseError ? error.code : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

describe('a service database owned by its own role', () => {
  it("opens its own database and no other service's", async () => {
    const a = serviceDatabase();
    const b = serviceDatabase();
    await provisionServiceDatabase(SERVER_URL, a.url);
    await provisionServiceDatabase(SERVER_URL, b.url);

    expect(await connectError(a.url)).toBeUndefined();
    // 42501: insufficient privilege ("permission denied for database").
    expect(await connectError(withRole(b.url, a.role, 'ignored'))).toBe('42501');
    expect(await connectError(withRole(a.url, b.role, 'ignored'))).toBe('42501');
    const [power] = await query<{ rolsuper: boolean; rolcreatedb: boolean; rolcreaterole: boolean }>(
      SERVER_URL,
      'SELECT rolsuper, rolcreatedb, rolcreaterole FROM pg_roles WHERE rolname = $1',
      [a.role],
    );
    expect(power).toEqual({ rolsuper: false, rolcreatedb: false, rolcreaterole: false });
  });

  it('migrates as the role, and takes over what a superuser made before it', async () => {
    const service = serviceDatabase();
    // The database as it was before roles: made and migrated by the superuser.
    const adminUrl = withRole(service.url, 'postgres', '');
    await ensureDatabase(adminUrl);
    await applyMigrations({ prismaDir: `${FIXTURE_SERVICE_DIR}/prisma`, databaseUrl: adminUrl });
    const tables = await tableNames(adminUrl);
    expect(tables.length).toBeGreaterThan(1);

    await provisionServiceDatabase(SERVER_URL, service.url);
    await provisionServiceDatabase(SERVER_URL, service.url);

    const owners = await query<{ owner: string }>(
      adminUrl,
      `SELECT DISTINCT pg_get_userbyid(c.relowner) AS owner FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = 'public'`,
    );
    expect(owners).toEqual([{ owner: service.role }]);
    // The role can change its tables (the next migration) and is the one its database answers to.
    const { applied } = await applyMigrations({
      prismaDir: `${FIXTURE_SERVICE_DIR}/prisma`,
      databaseUrl: service.url,
    });
    expect(applied).toEqual([]);
    const table = pg.escapeIdentifier(tables.find((t) => t !== '_prisma_migrations')!);
    await query(service.url, `ALTER TABLE ${table} ADD COLUMN x int`);
  });

  it('refuses a service URL that signs in as the superuser', async () => {
    await expect(
      provisionServiceDatabase(SERVER_URL, withDatabase(SERVER_URL, 'roletest_superuser')),
    ).rejects.toThrow(/role of its own/);
  });
});
