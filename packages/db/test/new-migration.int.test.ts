import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { ensureDatabase } from '../src/create-database.ts';
import { applyMigrations } from '../src/migrate.ts';
import { migrationSlug, migrationTimestamp, newMigration } from '../src/new-migration.ts';
import {
  FIXTURE_SERVICE_DIR,
  SERVER_URL,
  copyFixtureService,
  query,
  testDatabaseUrl,
} from './test-support.ts';

const SHADOW_PREFIX = 'prisma_migrate_shadow_db_';

async function shadowDatabases(): Promise<string[]> {
  const rows = await query<{ datname: string }>(
    SERVER_URL,
    'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
    [SHADOW_PREFIX],
  );
  return rows.map((row) => row.datname);
}

async function migrationFolders(serviceDir: string): Promise<string[]> {
  const entries = await readdir(path.join(serviceDir, 'prisma', 'migrations'), { withFileTypes: true });
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

describe('newMigration', () => {
  it("answers 'no changes' and writes nothing when the schema matches the migrations", async () => {
    const serviceDir = await copyFixtureService();
    const before = await migrationFolders(serviceDir);
    const shadowsBefore = new Set(await shadowDatabases());

    const result = await newMigration({
      prismaDir: path.join(serviceDir, 'prisma'),
      name: 'nothing',
      shadowServerUrl: SERVER_URL,
    });

    expect(result).toEqual({ created: false });
    expect(await migrationFolders(serviceDir)).toEqual(before);
    // A leaked shadow database stays; one of a concurrent run elsewhere goes away.
    await vi.waitFor(async () =>
      expect((await shadowDatabases()).filter((name) => !shadowsBefore.has(name))).toEqual([]),
    );
  });

  it('writes an ALTER for an added field, which then applies and leaves nothing to do', async () => {
    const serviceDir = await copyFixtureService();
    const prismaDir = path.join(serviceDir, 'prisma');
    const schemaPath = path.join(prismaDir, 'schema.prisma');
    const schema = await readFile(schemaPath, 'utf8');
    await writeFile(
      schemaPath,
      schema.replace('  title     String\n', '  title     String\n  body      String?\n'),
    );
    const [initial] = await migrationFolders(serviceDir);

    const result = await newMigration({
      prismaDir,
      name: 'Add note body',
      shadowServerUrl: SERVER_URL,
      now: new Date(Date.UTC(9999, 0, 2, 3, 4, 5)),
    });

    expect(result).toMatchObject({
      created: true,
      directory: path.join(prismaDir, 'migrations', '99990102030405_add_note_body'),
    });
    const sql = await readFile(
      path.join(prismaDir, 'migrations', '99990102030405_add_note_body', 'migration.sql'),
      'utf8',
    );
    expect(sql).toBe('-- AlterTable\nALTER TABLE "Note" ADD COLUMN     "body" TEXT;\n');
    expect(await migrationFolders(serviceDir)).toEqual([initial, '99990102030405_add_note_body']);

    const databaseUrl = testDatabaseUrl();
    await ensureDatabase(databaseUrl);
    expect((await applyMigrations({ prismaDir, databaseUrl })).applied).toEqual([
      initial,
      '99990102030405_add_note_body',
    ]);
    const columns = await query(
      databaseUrl,
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'Note' AND column_name = 'body'`,
    );
    expect(columns).toHaveLength(1);
    expect(await newMigration({ prismaDir, name: 'again', shadowServerUrl: SERVER_URL })).toEqual({
      created: false,
    });
  });

  it('writes the first migration, and the lock file, from the schema alone', async () => {
    const serviceDir = await copyFixtureService();
    const prismaDir = path.join(serviceDir, 'prisma');
    await rm(path.join(prismaDir, 'migrations'), { recursive: true });

    const result = await newMigration({
      prismaDir,
      name: 'init',
      shadowServerUrl: SERVER_URL,
      now: new Date(Date.UTC(2025, 0, 1)),
    });

    expect(result).toMatchObject({ created: true });
    expect(await migrationFolders(serviceDir)).toEqual(['20250101000000_init']);
    const [committed] = await migrationFolders(FIXTURE_SERVICE_DIR);
    const committedSql = await readFile(
      path.join(FIXTURE_SERVICE_DIR, 'prisma', 'migrations', `${committed}`, 'migration.sql'),
      'utf8',
    );
    expect(
      await readFile(path.join(prismaDir, 'migrations', '20250101000000_init', 'migration.sql'), 'utf8'),
    ).toBe(committedSql);
    expect(await readFile(path.join(prismaDir, 'migrations', 'migration_lock.toml'), 'utf8')).toBe(
      await readFile(path.join(FIXTURE_SERVICE_DIR, 'prisma', 'migrations', 'migration_lock.toml'), 'utf8'),
    );
  });

  it('refuses a timestamp that would sort before the latest migration', async () => {
    const serviceDir = await copyFixtureService();
    const prismaDir = path.join(serviceDir, 'prisma');
    const schemaPath = path.join(prismaDir, 'schema.prisma');
    await writeFile(
      schemaPath,
      (await readFile(schemaPath, 'utf8')).replace(
        '  title     String\n',
        '  title     String\n  body      String?\n',
      ),
    );

    await expect(
      newMigration({
        prismaDir,
        name: 'late',
        shadowServerUrl: SERVER_URL,
        now: new Date(Date.UTC(2000, 0, 1)),
      }),
    ).rejects.toThrow(/would sort before/);
  });
});

describe('migration folder names', () => {
  it('are a UTC timestamp and a lower-case slug', () => {
    expect(migrationTimestamp(new Date('2025-03-04T05:06:07.890Z'))).toBe('20250304050607');
    expect(migrationSlug('  Add note-body!  ')).toBe('add_note_body');
    expect(() => migrationSlug('!!!')).toThrow(/no letters or digits/);
  });
});
