import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Where a service's tables are reached (docs/architecture.md, "Hot-path reads"): every query, through Prisma's
// models or in SQL, is in a repository file of the service's `src/db/`, never in a use case; and each table is
// written from one of those files, so a change to how a table is written is made in one place. Reads may join
// another table of the service (one statement instead of two round trips on a hot path). Read as text: this
// test imports no service.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

const modelReads = ['findUnique', 'findUniqueOrThrow', 'findFirst', 'findFirstOrThrow', 'findMany', 'count'];
const modelWrites = ['create', 'createMany', 'update', 'updateMany', 'upsert', 'delete', 'deleteMany'];
const otherModelReads = ['aggregate', 'groupBy'];

type Table = { model: string; table: string };

function tablesOf(service: string): Table[] {
  const schema = readFileSync(path.join(repoRoot, 'services', service, 'prisma/schema.prisma'), 'utf8');
  return [...schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)].map((match) => ({
    model: match[1]!,
    table: /@@map\("(\w+)"\)/.exec(match[2]!)?.[1] ?? match[1]!,
  }));
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

const servicesWithDatabase = readdirSync(path.join(repoRoot, 'services')).filter((service) =>
  existsSync(path.join(repoRoot, 'services', service, 'prisma/schema.prisma')),
);

/** For one service: per table, the files (relative to src/) that read it and those that write it. */
function tableUse(service: string) {
  const src = path.join(repoRoot, 'services', service, 'src');
  const files = sourceFiles(src).map((file) => ({
    name: path.relative(src, file),
    text: readFileSync(file, 'utf8'),
  }));
  return tablesOf(service).map(({ model, table }) => {
    const accessor = model[0]!.toLowerCase() + model.slice(1);
    const calls = (methods: string[]) => new RegExp(`\\.${accessor}\\.(${methods.join('|')})\\(`);
    const name = `"?${table}"?\\b`;
    const writes = new RegExp(`\\b(INSERT INTO|UPDATE|DELETE FROM)\\s+${name}`, 'i');
    const reads = new RegExp(`\\b(FROM|JOIN)\\s+${name}`, 'i');
    return {
      table,
      writers: files
        .filter((file) => calls(modelWrites).test(file.text) || writes.test(file.text))
        .map((file) => file.name),
      readers: files
        .filter((file) => calls([...modelReads, ...otherModelReads]).test(file.text) || reads.test(file.text))
        .map((file) => file.name),
    };
  });
}

describe.each(servicesWithDatabase)('the %s service reaches its tables from its repositories', (service) => {
  const use = tableUse(service);

  it('holds every query in src/db/', () => {
    const outside = use.flatMap(({ table, readers, writers }) =>
      [...new Set([...readers, ...writers])]
        .filter((file) => !file.startsWith(`db${path.sep}`))
        .map((file) => `${table} in ${file}`),
    );
    expect(outside).toEqual([]);
  });

  it('writes each table from one file', () => {
    const spread = use
      .filter(({ writers }) => writers.length > 1)
      .map(({ table, writers }) => `${table} from ${writers.join(', ')}`);
    expect(spread).toEqual([]);
  });
});

describe('the scan itself', () => {
  it('finds the tables and the repositories it is about', () => {
    const message = tableUse('message');
    expect(message.map(({ table }) => table)).toContain('message');
    expect(message.find(({ table }) => table === 'message')?.writers).toContain(
      path.join('db', 'message-repository.ts'),
    );
    expect(message.find(({ table }) => table === 'message')?.readers).toContain(
      path.join('db', 'message-repository.ts'),
    );
  });
});
