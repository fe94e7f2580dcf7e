import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  MIGRATION_LOCK_CONTENT,
  MIGRATION_LOCK_FILE,
  MIGRATION_SCRIPT_FILE,
  readMigrationsList,
  readSchemaFiles,
} from './migrations-folder.ts';
import { noFilters, withSchemaEngine } from './schema-engine.ts';
import type { DiffTarget } from './schema-engine.ts';

export interface NewMigrationOptions {
  // A service's `prisma/` folder, holding `schema.prisma` and `migrations/`.
  prismaDir: string;
  name: string;
  // Any database on a server where a throwaway shadow database may be created.
  shadowServerUrl: string;
  now?: Date;
}

export type NewMigrationResult = { created: false } | { created: true; directory: string; sql: string };

/**
 * The SQL that would take a service's committed migrations to its schema (`prisma migrate diff --exit-code`),
 * or null when they agree. `shadowServerUrl`: any database on a server where a throwaway one may be created.
 */
export async function pendingSchemaChange(
  prismaDir: string,
  shadowServerUrl: string,
): Promise<string | null> {
  const [migrationsList, files] = await Promise.all([
    readMigrationsList(prismaDir),
    readSchemaFiles(prismaDir),
  ]);
  // Without migrations there is nothing to replay, so no shadow database is needed.
  const from: DiffTarget =
    migrationsList.migrationDirectories.length === 0
      ? { tag: 'empty' }
      : { tag: 'migrations', ...migrationsList };
  const diff = await withSchemaEngine({ databaseUrl: shadowServerUrl }, (engine) =>
    engine.diff({
      from,
      to: { tag: 'schemaDatamodel', files },
      script: true,
      exitCode: true,
      filters: noFilters,
    }),
  );
  // Asked for an exit code, the engine answers 2 when there is a difference, as `migrate diff --exit-code` does.
  return diff.exitCode === 2 && diff.stdout !== null ? diff.stdout : null;
}

// Writes the migration that takes the committed migrations to the current schema, as `prisma migrate dev
// --create-only` would; writes nothing when they already agree.
export async function newMigration(options: NewMigrationOptions): Promise<NewMigrationResult> {
  const { prismaDir, shadowServerUrl } = options;
  const slug = migrationSlug(options.name);
  const sql = await pendingSchemaChange(prismaDir, shadowServerUrl);
  if (sql === null) return { created: false };
  const migrationsList = await readMigrationsList(prismaDir);
  const existing = migrationsList.migrationDirectories.map((directory) => directory.path);

  const directoryName = `${migrationTimestamp(options.now ?? new Date())}_${slug}`;
  const latest = existing.at(-1);
  if (latest !== undefined && directoryName <= latest) {
    throw new Error(
      `New migration ${directoryName} would sort before the latest one, ${latest}; check the clock.`,
    );
  }
  const directory = path.join(migrationsList.baseDir, directoryName);
  await mkdir(directory, { recursive: true });
  await writeFile(path.join(directory, MIGRATION_SCRIPT_FILE), sql);
  if (migrationsList.lockfile.content === null) {
    await writeFile(path.join(migrationsList.baseDir, MIGRATION_LOCK_FILE), MIGRATION_LOCK_CONTENT);
  }
  return { created: true, directory, sql };
}

// Folder names stay portable and sortable: lower case, digits and underscores.
export function migrationSlug(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 200);
  if (slug === '') throw new Error(`Migration name ${JSON.stringify(name)} has no letters or digits.`);
  return slug;
}

// UTC, as Prisma names its migration folders: YYYYMMDDHHMMSS.
export function migrationTimestamp(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/\D/g, '');
}
