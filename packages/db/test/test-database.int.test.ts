import path from 'node:path';
import { onTestFinished, describe, expect, it } from 'vitest';
import { dropDatabase } from '../src/create-database.ts';
import { withDatabase } from '../src/database-url.ts';
import { createMigratedDatabase, createMigratedTestDatabase } from '../src/test-database.ts';
import { SERVER_URL, copyFixtureService, query, tableNames } from './test-support.ts';
import { mkdir, writeFile } from 'node:fs/promises';

/** The templates made for one scratch copy of the fixture service (its folder's name is the service's). */
async function templatesOf(serviceDir: string): Promise<{ datname: string; datallowconn: boolean }[]> {
  return query(
    SERVER_URL,
    'SELECT datname, datallowconn FROM pg_database WHERE starts_with(datname, $1) AND datistemplate ORDER BY datname',
    [`tmpl_${path.basename(serviceDir)}_`],
  );
}

async function scratchService(): Promise<string> {
  const serviceDir = await copyFixtureService();
  onTestFinished(async () => {
    for (const { datname } of await templatesOf(serviceDir)) {
      await query(SERVER_URL, `ALTER DATABASE "${datname}" IS_TEMPLATE false`);
      await dropDatabase(withDatabase(SERVER_URL, datname));
    }
  });
  return serviceDir;
}

async function migrated(prismaDir: string) {
  const database = await createMigratedTestDatabase(prismaDir, 'template_test');
  onTestFinished(() => database.drop());
  return database.url;
}

describe('createMigratedTestDatabase', () => {
  it('copies one template, migrated once, that nobody can connect to, into databases that are each their own', async () => {
    const serviceDir = await scratchService();
    const prismaDir = path.join(serviceDir, 'prisma');
    const [first, second] = await Promise.all([migrated(prismaDir), migrated(prismaDir)]);

    for (const url of [first, second]) {
      expect(await tableNames(url)).toEqual(['Author', 'Note', '_prisma_migrations']);
      expect(await query(url, 'SELECT count(*)::int AS n FROM _prisma_migrations')).toEqual([{ n: 1 }]);
    }
    await query(first, `INSERT INTO "Author" (id, email) VALUES ('a', 'ana@example.com')`);
    expect(await query(second, 'SELECT count(*)::int AS n FROM "Author"')).toEqual([{ n: 0 }]);
    expect(await templatesOf(serviceDir)).toEqual([
      { datname: expect.stringMatching(/^tmpl_db-fixture-\w+_[0-9a-f]{16}$/), datallowconn: false },
    ]);
  });

  it('makes a new template when the migrations change, and drops the one of the old migrations', async () => {
    const serviceDir = await scratchService();
    const prismaDir = path.join(serviceDir, 'prisma');
    await migrated(prismaDir);
    const [before] = await templatesOf(serviceDir);

    const added = path.join(prismaDir, 'migrations', '29991231000000_tags');
    await mkdir(added);
    await writeFile(path.join(added, 'migration.sql'), 'CREATE TABLE "Tag" (id integer PRIMARY KEY);\n');
    const url = await migrated(prismaDir);

    expect(await tableNames(url)).toEqual(['Author', 'Note', 'Tag', '_prisma_migrations']);
    const after = await templatesOf(serviceDir);
    expect(after).toHaveLength(1);
    expect(after[0]!.datname).not.toBe(before!.datname);
  });

  it('makes the template again when a run of other migrations dropped it meanwhile', async () => {
    const serviceDir = await scratchService();
    const prismaDir = path.join(serviceDir, 'prisma');
    await migrated(prismaDir);
    const [template] = await templatesOf(serviceDir);
    await query(SERVER_URL, `ALTER DATABASE "${template!.datname}" IS_TEMPLATE false`);
    await dropDatabase(withDatabase(SERVER_URL, template!.datname));

    const url = withDatabase(SERVER_URL, `${template!.datname.slice(0, 40)}_copy`);
    onTestFinished(() => dropDatabase(url));
    await createMigratedDatabase(prismaDir, url);
    expect(await tableNames(url)).toEqual(['Author', 'Note', '_prisma_migrations']);
    expect(await templatesOf(serviceDir)).toEqual([template]);
  });
});
