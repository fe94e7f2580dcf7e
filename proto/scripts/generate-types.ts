// Generates TypeScript types for every .proto into proto/gen with the runtime loader's options.
// `--check` regenerates into a temporary folder and fails when proto/gen differs (stale generated code).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { protoRoot, serviceProtoFiles } from '../src/load.ts';

const check = process.argv.includes('--check');
const outDir = check ? fs.mkdtempSync(path.join(os.tmpdir(), 'proto-gen-')) : path.join(protoRoot, 'gen');

if (!check) fs.rmSync(outDir, { recursive: true, force: true });
execFileSync(
  path.join(protoRoot, '..', 'node_modules', '.bin', 'proto-loader-gen-types'),
  [
    // Must match loaderOptions in src/load.ts.
    '--longs=String',
    '--enums=String',
    '--defaults',
    '--oneofs',
    '--grpcLib=@grpc/grpc-js',
    '--importFileExtension=.ts',
    // includeDirs is an array option: it must come last or it swallows the file names.
    ...Object.values(serviceProtoFiles),
    `--outDir=${outDir}`,
    // Relative (the command runs in proto/): the generated headers name the source file, and an absolute path
    // would differ between checkouts.
    '--includeDirs=.',
  ],
  { cwd: protoRoot, stdio: 'inherit' },
);

if (check) {
  const listFiles = (dir: string): string[] =>
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => fs.statSync(path.join(dir, f)).isFile())
      .sort();
  const committed = path.join(protoRoot, 'gen');
  const fresh = listFiles(outDir);
  const existing = fs.existsSync(committed) ? listFiles(committed) : [];
  const stale =
    fresh.length !== existing.length ||
    fresh.some(
      (f, i) =>
        f !== existing[i] ||
        fs.readFileSync(path.join(outDir, f), 'utf8') !== fs.readFileSync(path.join(committed, f), 'utf8'),
    );
  fs.rmSync(outDir, { recursive: true, force: true });
  if (stale) {
    console.error('proto/gen is stale: run `npm run generate -w @app/proto` and commit the result.');
    process.exit(1);
  }
  console.log('proto/gen is up to date.');
}
