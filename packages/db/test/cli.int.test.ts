import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it, onTestFinished } from 'vitest';
import { dropDatabase } from '../src/create-database.ts';
import { withDatabase } from '../src/database-url.ts';
import { dropServiceRole, withRole } from '../src/service-role.ts';
import {
  FIXTURE_SERVICE_DIR,
  SERVER_URL,
  copyFixtureService,
  query,
  tableNames,
  testDatabaseUrl,
} from './test-support.ts';

const tsxCli = createRequire(import.meta.url).resolve('tsx/cli');
const migrateCli = fileURLToPath(new URL('../src/cli/migrate.ts', import.meta.url));

async function migrate(
  serviceDir: string,
  databaseUrl: string | undefined,
  adminUrl?: string,
): Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...process.env, DATABASE_URL: databaseUrl, DATABASE_ADMIN_URL: adminUrl };
  if (adminUrl === undefined) delete env.DATABASE_ADMIN_URL;
  if (databaseUrl === undefined) delete env.DATABASE_URL;
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [tsxCli, migrateCli, serviceDir], {
      env,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

describe('cli/migrate.ts', () => {
  it('creates the database, applies the migrations and exits 0, then finds nothing to do', async () => {
    const databaseUrl = testDatabaseUrl();

    const first = await migrate(FIXTURE_SERVICE_DIR, databaseUrl);
    expect(first).toMatchObject({ code: 0, stderr: '' });
    expect(first.stdout).toMatch(/Applied 1 migration\(s\): \d{14}_init/);
    expect(await tableNames(databaseUrl)).toEqual(['Author', 'Note', '_prisma_migrations']);

    expect((await migrate(FIXTURE_SERVICE_DIR, databaseUrl)).stdout).toMatch(/No pending migrations\./);
  });

  it("with DATABASE_ADMIN_URL, gives the database to DATABASE_URL's role first and migrates as it", async () => {
    const role = `clitest_${randomBytes(5).toString('hex')}`;
    const databaseUrl = withDatabase(SERVER_URL, role);
    // The role goes once its database has.
    onTestFinished(async () => {
      await dropDatabase(databaseUrl);
      await dropServiceRole(SERVER_URL, role);
    });
    const roleUrl = withRole(databaseUrl, role, 'pw');

    expect(await migrate(FIXTURE_SERVICE_DIR, roleUrl, SERVER_URL)).toMatchObject({ code: 0, stderr: '' });
    const owners = await query<{ owner: string }>(
      databaseUrl,
      `SELECT DISTINCT tableowner AS owner FROM pg_tables WHERE schemaname = 'public'`,
    );
    expect(owners).toEqual([{ owner: role }]);
  });

  it('exits non-zero with the reason when a migration fails or DATABASE_URL is missing', async () => {
    const serviceDir = await copyFixtureService();
    const broken = path.join(serviceDir, 'prisma', 'migrations', '99990101000000_broken');
    await mkdir(broken);
    await writeFile(path.join(broken, 'migration.sql'), 'SELECT * FROM "NoSuchTable";\n');

    const failed = await migrate(serviceDir, testDatabaseUrl().replace('postgres@', 'postgres:secret@'));
    expect(failed.code).toBe(1);
    expect(failed.stderr).toMatch(/failed:\n[\s\S]*NoSuchTable/);
    expect(failed.stderr).not.toContain('secret');

    expect(await migrate(serviceDir, undefined)).toMatchObject({
      code: 2,
      stderr: expect.stringMatching(/DATABASE_URL/),
    });
  });
});
