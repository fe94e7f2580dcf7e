import { symlink } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { ensureDatabase } from '../src/create-database.ts';
import { generateClient } from '../src/generate-client.ts';
import { applyMigrations } from '../src/migrate.ts';
import { createPooledPrismaClient } from '../src/prisma-client.ts';
import type { PrismaClientClass } from '../src/prisma-client.ts';
import { copyFixtureService, testDatabaseUrl } from './test-support.ts';

// The slice of the fixture's generated client this test uses; the client is generated at test time, so the
// type checker cannot see it.
interface NotesClient {
  author: {
    create(args: {
      data: { email: string; notes: { create: { title: string }[] } };
      include: { notes: { orderBy: { title: 'asc' } } };
    }): Promise<{ id: string; email: string; notes: { title: string; status: string; authorId: string }[] }>;
  };
  note: { count(): Promise<number> };
  $disconnect(): Promise<void>;
}

const repositoryNodeModules = fileURLToPath(new URL('../../../node_modules', import.meta.url));

it('a generated client works over the adapter against the migrated database', async () => {
  // Generated into a scratch copy so nothing lands in the repository; the copy resolves packages through a
  // link to the repository's node_modules.
  const serviceDir = await copyFixtureService();
  await symlink(repositoryNodeModules, path.join(serviceDir, 'node_modules'), 'dir');
  const schemaPath = path.join(serviceDir, 'prisma', 'schema.prisma');
  expect(await generateClient(schemaPath)).toBe('generated');
  expect(await generateClient(schemaPath)).toBe('up to date');
  const generated = (await import(path.join(serviceDir, 'src', 'db', 'generated', 'client.ts'))) as {
    PrismaClient: PrismaClientClass<NotesClient>;
  };
  const databaseUrl = testDatabaseUrl();
  await ensureDatabase(databaseUrl);
  await applyMigrations({ prismaDir: path.join(serviceDir, 'prisma'), databaseUrl });

  const prisma = createPooledPrismaClient(generated.PrismaClient, databaseUrl);
  try {
    const author = await prisma.author.create({
      data: { email: 'ada@example.test', notes: { create: [{ title: 'second' }, { title: 'first' }] } },
      include: { notes: { orderBy: { title: 'asc' } } },
    });
    expect(author.notes.map((note) => [note.title, note.status, note.authorId])).toEqual([
      ['first', 'DRAFT', author.id],
      ['second', 'DRAFT', author.id],
    ]);
    expect(await prisma.note.count()).toBe(2);
  } finally {
    await prisma.$disconnect();
  }
});
