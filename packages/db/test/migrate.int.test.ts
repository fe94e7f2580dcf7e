import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ensureDatabase } from '../src/create-database.ts';
import { applyMigrations } from '../src/migrate.ts';
import {
  FIXTURE_SERVICE_DIR,
  copyFixtureService,
  query,
  tableNames,
  testDatabaseUrl,
} from './test-support.ts';

const prismaDir = path.join(FIXTURE_SERVICE_DIR, 'prisma');
const committed = (await readdir(path.join(prismaDir, 'migrations'), { withFileTypes: true }))
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

async function freshDatabase(): Promise<string> {
  const databaseUrl = testDatabaseUrl();
  await ensureDatabase(databaseUrl);
  return databaseUrl;
}

async function addMigration(serviceDir: string, name: string, sql: string): Promise<void> {
  const directory = path.join(serviceDir, 'prisma', 'migrations', name);
  await mkdir(directory);
  await writeFile(path.join(directory, 'migration.sql'), sql);
}

describe('applyMigrations', () => {
  it('applies the committed migrations and records them as Prisma does', async () => {
    const databaseUrl = await freshDatabase();
    const lines: string[] = [];
    const { applied } = await applyMigrations({ prismaDir, databaseUrl, log: (line) => lines.push(line) });

    expect(committed).toHaveLength(1);
    expect(applied).toEqual(committed);
    expect(await tableNames(databaseUrl)).toEqual(['Author', 'Note', '_prisma_migrations']);
    const recorded = await query(
      databaseUrl,
      'SELECT migration_name, finished_at IS NOT NULL AS finished, rolled_back_at, applied_steps_count FROM _prisma_migrations',
    );
    expect(recorded).toEqual([
      { migration_name: committed[0], finished: true, rolled_back_at: null, applied_steps_count: 1 },
    ]);
    expect(lines).toContain(`Applying \`${committed[0]}\``);
  });

  it('applies nothing the second time', async () => {
    const databaseUrl = await freshDatabase();
    await applyMigrations({ prismaDir, databaseUrl });
    expect(await applyMigrations({ prismaDir, databaseUrl })).toEqual({ applied: [] });
    expect(await query(databaseUrl, 'SELECT count(*)::int AS n FROM _prisma_migrations')).toEqual([{ n: 1 }]);
  });

  it('lets concurrent runs all succeed, applying each migration once', async () => {
    const databaseUrl = await freshDatabase();
    const runs = await Promise.all(
      Array.from({ length: 3 }, () => applyMigrations({ prismaDir, databaseUrl })),
    );

    expect(runs.map((run) => run.applied).sort()).toEqual([[], [], committed]);
    expect(await tableNames(databaseUrl)).toEqual(['Author', 'Note', '_prisma_migrations']);
    expect(await query(databaseUrl, 'SELECT count(*)::int AS n FROM _prisma_migrations')).toEqual([{ n: 1 }]);
  });

  it('runs scripts whole, so semicolons inside literals and function bodies survive', async () => {
    const serviceDir = await copyFixtureService();
    await addMigration(
      serviceDir,
      '99990101000000_semicolons',
      `INSERT INTO "Author" ("id", "email") VALUES ('a1', 'semi;colon@example.test');
CREATE FUNCTION shout(text) RETURNS text LANGUAGE plpgsql AS $$ BEGIN RETURN upper($1); END; $$;
`,
    );
    const databaseUrl = await freshDatabase();

    const { applied } = await applyMigrations({ prismaDir: path.join(serviceDir, 'prisma'), databaseUrl });

    expect(applied).toEqual([...committed, '99990101000000_semicolons']);
    expect(await query(databaseUrl, `SELECT email, shout('hi') AS loud FROM "Author"`)).toEqual([
      { email: 'semi;colon@example.test', loud: 'HI' },
    ]);
  });

  it('reports a failing migration, rolls back its statements, and refuses to go on until it is resolved', async () => {
    const serviceDir = await copyFixtureService();
    await addMigration(
      serviceDir,
      '99990101000000_broken',
      'CREATE TABLE "Half" (id int);\nSELECT missing_column FROM "Note";\n',
    );
    const databaseUrl = await freshDatabase();
    const options = { prismaDir: path.join(serviceDir, 'prisma'), databaseUrl };

    await expect(applyMigrations(options)).rejects.toThrow(/missing_column/);
    expect(await tableNames(databaseUrl)).not.toContain('Half');
    await expect(applyMigrations(options)).rejects.toThrow(/failed migrations/);
  });

  it('refuses a folder without migrations rather than applying nothing', async () => {
    const serviceDir = await copyFixtureService();
    await rm(path.join(serviceDir, 'prisma', 'migrations'), { recursive: true });
    const databaseUrl = await freshDatabase();

    await expect(
      applyMigrations({ prismaDir: path.join(serviceDir, 'prisma'), databaseUrl }),
    ).rejects.toThrow(/No migrations in/);
  });
});
