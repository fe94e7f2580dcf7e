import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const require = createRequire(import.meta.url);

// Resolved when a schema is generated, not on import: the Prisma CLI is a development dependency, absent
// from a production install and from the bff's image build, which has no schema.
function prismaTools(): { cli: string; versions: string[] } {
  return {
    cli: require.resolve('prisma/build/index.js'),
    versions: [
      (require('prisma/package.json') as { version: string }).version,
      (require('@prisma/client/package.json') as { version: string }).version,
    ],
  };
}

const quietOfflineEnv = {
  // `prisma generate` never runs the schema engine, but downloads it unless told where one is; any existing
  // executable stops the download, which these machines could not make anyway.
  PRISMA_SCHEMA_ENGINE_BINARY: process.execPath,
  PRISMA_HIDE_UPDATE_MESSAGE: '1',
  // Prisma's telemetry and update check.
  CHECKPOINT_DISABLE: '1',
};

// Kept in the generated folder: deleting the folder also forgets that it was up to date.
const STAMP_FILE = '.generated-from';

// Runs `prisma generate` for one schema (`<service>/prisma/schema.prisma`) from its service folder, unless
// the client was already generated from this schema by these Prisma versions: each run costs seconds, mostly
// the CLI starting, and this runs before every test run and local start. Prints nothing; on failure the
// error carries Prisma's output.
export async function generateClient(schemaPath: string): Promise<'generated' | 'up to date'> {
  const tools = prismaTools();
  const schemaFile = path.resolve(schemaPath);
  const schema = await readFile(schemaFile, 'utf8');
  const outputDir = generatorOutputDir(schemaFile, schema);
  const stampFile = outputDir === undefined ? undefined : path.join(outputDir, STAMP_FILE);
  const stamp = createHash('sha256')
    .update(JSON.stringify([...tools.versions, schema]))
    .digest('hex');
  if (stampFile !== undefined && (await readFile(stampFile, 'utf8').catch(() => '')) === stamp)
    return 'up to date';

  try {
    await run(process.execPath, [tools.cli, 'generate', '--schema', schemaFile], {
      cwd: path.dirname(path.dirname(schemaFile)),
      env: { ...process.env, ...quietOfflineEnv },
    });
  } catch (error) {
    // execFile's error carries the child's output.
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    const details = [stdout, stderr].filter((text) => text !== undefined && text.trim() !== '').join('\n');
    throw new Error(`prisma generate failed for ${schemaPath}\n${details}`.trimEnd(), { cause: error });
  }
  if (stampFile !== undefined) await writeFile(stampFile, stamp);
  return 'generated';
}

// The `output` of the schema's first generator, which is relative to the schema file.
function generatorOutputDir(schemaFile: string, schema: string): string | undefined {
  const output = /^\s*generator\s+\w+\s*\{[^}]*?^\s*output\s*=\s*"([^"]+)"/m.exec(schema)?.[1];
  return output === undefined ? undefined : path.resolve(path.dirname(schemaFile), output);
}
