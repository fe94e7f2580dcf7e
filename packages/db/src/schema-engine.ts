// Prisma's schema engine (migrations, diffs) compiled to WebAssembly and driven through a driver adapter,
// because the Prisma CLI's native engine is a download these machines cannot make. This file is the only
// place that knows how to load it and which quirks it needs worked around.
import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory, ColumnTypeEnum } from '@prisma/driver-adapter-utils';
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import * as engineBindings from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { SchemaEngine, SchemaFilter } from '@prisma/schema-engine-wasm/schema_engine_bg';
import { withDatabase } from './database-url.ts';

export type {
  DiffTarget,
  MigrationList,
  SchemaContainer,
  SchemaEngine,
} from '@prisma/schema-engine-wasm/schema_engine_bg';

// No tables or enums are managed outside Prisma.
export const noFilters: SchemaFilter = { externalTables: [], externalEnums: [] };

export interface SchemaEngineOptions {
  // The engine's main database; shadow databases are created next to it on the same server.
  databaseUrl: string;
  // Receives the message of each engine log event.
  log?: (message: string) => void;
}

export async function withSchemaEngine<T>(
  options: SchemaEngineOptions,
  use: (engine: SchemaEngine) => Promise<T>,
): Promise<T> {
  await loadBindings();
  const pool = charAsTextPool(options.databaseUrl);
  openSessions += 1;
  try {
    const engine = await engineBindings.SchemaEngine.new(
      // Schemas are passed to each command instead.
      { datamodels: undefined },
      (event: string) => options.log?.(logMessage(event)),
      bindMigrationAwareSqlAdapterFactory(adapterFactory(pool, options.databaseUrl)),
    );
    try {
      return await use(engine);
    } finally {
      engine.free();
    }
  } finally {
    openSessions -= 1;
    if (openSessions === 0) clearEngineTimers();
    await pool.end();
  }
}

// Node has WebAssembly, but neither TypeScript's ES2023 lib nor @types/node 20 declares it.
const { WebAssembly: webAssembly } = globalThis as unknown as {
  WebAssembly: {
    instantiate(
      bytes: Uint8Array,
      imports: Record<string, Record<string, unknown>>,
    ): Promise<{ instance: { exports: { __wbindgen_start: () => void } } }>;
  };
};

let bindingsReady: Promise<void> | undefined;
let openSessions = 0;
const engineTimers = new Set<NodeJS.Timeout>();

// The package's entry point does `import './schema_engine_bg.wasm'`, which Node 20 refuses, so instantiate
// the module by hand the way that entry point would. Once per process: the bindings are a module singleton.
function loadBindings(): Promise<void> {
  bindingsReady ??= (async () => {
    // Where the engine's panic hook puts its message (Prisma's CLI sets one up): without it the hook itself
    // threw, and a panic read "Cannot read properties of undefined (reading 'set_message')".
    (globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown }).PRISMA_WASM_PANIC_REGISTRY = {
      set_message(message: string) {
        process.stderr.write(`Prisma's schema engine panicked: ${message}\n`);
      },
    };
    const require = createRequire(import.meta.url);
    const bindingsPath = require.resolve('@prisma/schema-engine-wasm/schema_engine_bg');
    const bytes = await readFile(new URL('schema_engine_bg.wasm', pathToFileURL(bindingsPath)));
    const imports = Object.fromEntries(
      Object.entries(engineBindings).map(([name, value]) => [
        name,
        name.startsWith('__wbg_setTimeout_') ? trackedSetTimeout : value,
      ]),
    );
    const { instance } = await webAssembly.instantiate(bytes, { './schema_engine_bg.js': imports });
    engineBindings.__wbg_set_wasm(instance.exports);
    instance.exports.__wbindgen_start();
  })();
  return bindingsReady;
}

// The engine arms a timeout on each command (its 10 s advisory-lock wait) and never clears it, which kept
// every command-line run alive 10 s after its work was done. Clear them once no engine is open.
function trackedSetTimeout(callback: () => void, milliseconds: number): NodeJS.Timeout {
  const timer = setTimeout(() => {
    engineTimers.delete(timer);
    callback();
  }, milliseconds >>> 0);
  engineTimers.add(timer);
  return timer;
}

function clearEngineTimers(): void {
  for (const timer of engineTimers) clearTimeout(timer);
  engineTimers.clear();
}

// Events arrive as JSON lines of the engine's tracing output.
function logMessage(event: string): string {
  try {
    const parsed = JSON.parse(event) as { fields?: { message?: unknown } };
    return typeof parsed.fields?.message === 'string' ? parsed.fields.message : event.trim();
  } catch {
    return event.trim();
  }
}

function adapterFactory(pool: pg.Pool, databaseUrl: string): SqlMigrationAwareDriverAdapterFactory {
  const main = new PrismaPg(pool);
  return {
    provider: main.provider,
    adapterName: main.adapterName,
    connect: async () => engineAdapter(await main.connect()),
    // PrismaPg's own version drops the shadow database while its pool is still connected to it, which
    // PostgreSQL refuses; end the pool first, then drop.
    async connectToShadowDb(): Promise<SqlDriverAdapter> {
      const name = `prisma_migrate_shadow_db_${randomUUID().replaceAll('-', '')}`;
      await pool.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
      const shadowPool = charAsTextPool(withDatabase(databaseUrl, name));
      const adapter = engineAdapter(await new PrismaPg(shadowPool).connect());
      adapter.dispose = async () => {
        await shadowPool.end();
        await pool.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)}`);
      };
      return adapter;
    },
  };
}

// @prisma/adapter-pg runs a script by splitting it at every `;`, which breaks string literals and function
// bodies in migrations. Send it whole, as Prisma's native engine does: without parameters it goes out as
// one simple query, which PostgreSQL runs as a single implicit transaction. And the one `"char"` column the
// engine reads as a character (below) is handed to it as one.
function engineAdapter(adapter: SqlDriverAdapter): SqlDriverAdapter {
  adapter.executeScript = async (script) => {
    await adapter.executeRaw({ sql: script, args: [], argTypes: [] });
  };
  const queryRaw = adapter.queryRaw.bind(adapter);
  adapter.queryRaw = async (query) => {
    const result = await queryRaw(query);
    const index = result.columnNames.indexOf(CHARACTER_COLUMN);
    if (index >= 0 && charColumnQueries.has(query.sql)) result.columnTypes[index] = ColumnTypeEnum.Character;
    return result;
  };
  return adapter;
}

const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;
// The engine's describer reads a constraint's type (`pg_constraint.contype`: c, f, p, u, x) as a character and
// panics on text ("Getting constraint_type … as char failed"): any CHECK constraint (payment's) stopped every
// diff. Its other `"char"` columns it reads as text.
const CHARACTER_COLUMN = 'constraint_type';
// The texts of the queries whose `constraint_type` came as `"char"` (a handful of catalog queries).
const charColumnQueries = new Set<string>();

// The engine's catalog queries return PostgreSQL's internal `"char"` type (oid 18), which @prisma/adapter-pg
// cannot map ("Column type 'char' could not be deserialized"). Its values arrive as text, so call it text.
// Patched on each pooled client, through which both `pool.query` (callback style) and transactions run.
function charAsTextPool(databaseUrl: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]): unknown => {
      const callback = args.at(-1);
      const text = queryText(args[0]);
      if (typeof callback === 'function') {
        args[args.length - 1] = (error: Error | undefined, result: pg.QueryResult | undefined) =>
          callback(error, result && charAsText(result, text));
        return query(...args);
      }
      const pending = query(...args);
      return pending instanceof Promise
        ? pending.then((result: pg.QueryResult) => charAsText(result, text))
        : pending;
    }) as typeof client.query;
  });
  return pool;
}

function queryText(query: unknown): string | undefined {
  if (typeof query === 'string') return query;
  const text = (query as { text?: unknown } | null)?.text;
  return typeof text === 'string' ? text : undefined;
}

// A multi-statement script yields an array of results, which the adapter never inspects.
function charAsText(result: pg.QueryResult, text: string | undefined): pg.QueryResult {
  for (const field of result.fields ?? []) {
    if (field.dataTypeID !== PG_CHAR_OID) continue;
    field.dataTypeID = PG_TEXT_OID;
    if (field.name === CHARACTER_COLUMN && text !== undefined) charColumnQueries.add(text);
  }
  return result;
}
