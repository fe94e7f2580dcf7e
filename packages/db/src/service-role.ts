import pg from 'pg';
import { ensureDatabase } from './create-database.ts';
import { databaseName, withDatabase } from './database-url.ts';

// What losing a race to create the same role looks like (two runners provisioning at once).
const DUPLICATE_OBJECT = '42710';
const UNIQUE_VIOLATION = '23505';

/** The role a service's database URL signs in as; its password, when the URL carries one. */
export function roleOf(serviceUrl: string): { name: string; password: string } {
  const url = new URL(serviceUrl);
  return { name: decodeURIComponent(url.username), password: decodeURIComponent(url.password) };
}

/** `serviceUrl` with another role and password in it (the database and server unchanged). */
export function withRole(databaseUrl: string, role: string, password: string): string {
  const url = new URL(databaseUrl);
  url.username = encodeURIComponent(role);
  url.password = encodeURIComponent(password);
  return url.href;
}

/**
 * Gives a service's database to a role of its own, so that one service's credentials open its own database and
 * no other: the role (LOGIN; not a superuser, no CREATEDB, no CREATEROLE) is made, or its password set again; the
 * database is made if missing, owned by the role, and nobody else may connect to it; the public schema and every
 * object already in it (a template's copy, tables an earlier superuser migration made) are handed to the role, so
 * its migrations can change them. Runs with a superuser's `adminUrl`, the one use of that URL; idempotent.
 */
export async function provisionServiceDatabase(adminUrl: string, serviceUrl: string): Promise<void> {
  const role = roleOf(serviceUrl);
  const database = databaseName(serviceUrl);
  const admin = roleOf(adminUrl);
  if (role.name === '' || role.name === admin.name) {
    throw new Error(`the service's database URL must name a role of its own, not ${role.name || 'none'}`);
  }
  const name = pg.escapeIdentifier(role.name);
  await withClient(withDatabase(adminUrl, 'postgres'), async (client) => {
    const password = role.password === '' ? '' : ` PASSWORD ${client.escapeLiteral(role.password)}`;
    const exists = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role.name]);
    if (exists.rowCount === 0) {
      try {
        await client.query(`CREATE ROLE ${name} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE${password}`);
      } catch (error) {
        const lostRace =
          error instanceof pg.DatabaseError &&
          (error.code === DUPLICATE_OBJECT || error.code === UNIQUE_VIOLATION);
        if (!lostRace) throw error;
      }
    }
    // Also when it existed: a rotated password takes effect, and a role made by hand loses what it should not have.
    await client.query(`ALTER ROLE ${name} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE${password}`);
  });
  await ensureDatabase(withDatabase(adminUrl, database));
  const db = pg.escapeIdentifier(database);
  await withClient(withDatabase(adminUrl, 'postgres'), async (client) => {
    await client.query(`ALTER DATABASE ${db} OWNER TO ${name}`);
    // CONNECT is granted to PUBLIC by default: without this, any role of the server could open the database.
    await client.query(`REVOKE ALL ON DATABASE ${db} FROM PUBLIC`);
  });
  await withClient(withDatabase(adminUrl, database), async (client) => {
    await client.query(`ALTER SCHEMA public OWNER TO ${name}`);
    await client.query('REVOKE ALL ON SCHEMA public FROM PUBLIC');
    await handOver(client, role.name);
  });
}

/** Drops the role once its database is gone (the isolated stacks' teardown); nothing if it does not exist. */
export async function dropServiceRole(adminUrl: string, roleName: string): Promise<void> {
  await withClient(withDatabase(adminUrl, 'postgres'), (client) =>
    client.query(`DROP ROLE IF EXISTS ${pg.escapeIdentifier(roleName)}`),
  );
}

/**
 * Every table, view and enum type of the public schema not owned by `role` becomes its. A table's own sequences
 * follow it (PostgreSQL refuses to move them alone), so sequences are looked at after the tables.
 */
async function handOver(client: pg.Client, role: string): Promise<void> {
  const to = pg.escapeIdentifier(role);
  const owned = async (kinds: string[]) =>
    (
      await client.query<{ name: string; kind: string }>(
        `SELECT c.relname AS name, c.relkind::text AS kind FROM pg_class c
           JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE n.nspname = 'public' AND c.relkind::text = ANY($1) AND pg_get_userbyid(c.relowner) <> $2`,
        [kinds, role],
      )
    ).rows;
  const statement = { r: 'TABLE', p: 'TABLE', v: 'VIEW', m: 'MATERIALIZED VIEW', S: 'SEQUENCE' } as const;
  for (const kinds of [['r', 'p', 'v', 'm'], ['S']]) {
    for (const { name, kind } of await owned(kinds)) {
      const what = statement[kind as keyof typeof statement];
      await client.query(`ALTER ${what} public.${pg.escapeIdentifier(name)} OWNER TO ${to}`);
    }
  }
  const { rows: types } = await client.query<{ name: string }>(
    `SELECT t.typname AS name FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = 'public' AND t.typtype = 'e' AND pg_get_userbyid(t.typowner) <> $1`,
    [role],
  );
  for (const { name } of types)
    await client.query(`ALTER TYPE public.${pg.escapeIdentifier(name)} OWNER TO ${to}`);
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
