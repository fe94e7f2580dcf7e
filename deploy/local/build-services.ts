import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as esbuild from 'esbuild';

/** The file each service's process runs, relative to the service's folder (beside `src/`, as its paths expect). */
export const bundledEntry = path.join('dist', 'main.mjs');

/**
 * Extra entry points a service starts as separate threads, by source file (relative to `src/`); each lands in
 * `dist/` under its own name with `.mjs`, where the code that starts it looks for it when bundled.
 */
const workerEntries: Partial<Record<string, string[]>> = {
  media: ['domain/video-duration-worker.ts'],
};

/**
 * Bundles each service's own code and the workspace packages it uses (`@app/*`) into one ES module per
 * service, leaving npm dependencies to Node's resolution. The local runner starts services from these
 * instead of through tsx: tsx's loader thread and its per-file transforms cost each process about 35 MB at rest
 * and seconds of CPU at start. Runs in well under a second per service; sources stay the only thing to edit.
 */
export async function buildServices(repoRoot: string, services: readonly string[]): Promise<void> {
  await Promise.all(
    services.map(async (service) => {
      const serviceDir = path.join(repoRoot, 'services', service);
      const workers = workerEntries[service] ?? [];
      const { outputFiles } = await esbuild.build({
        absWorkingDir: serviceDir,
        entryPoints: [
          { in: 'src/main.ts', out: 'main' },
          ...workers.map((file) => ({ in: `src/${file}`, out: path.basename(file, '.ts') })),
        ],
        outdir: 'dist',
        outExtension: { '.js': '.mjs' },
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20',
        // Stack traces point at the sources (the runner starts node with --enable-source-maps).
        sourcemap: 'linked',
        sourcesContent: false,
        logLevel: 'warning',
        plugins: [workspacePackagesOnly],
        write: false,
      });
      // Another run in this checkout (the browser tests' stack beside `npm start`) may be starting a service
      // from these files: each is replaced whole, never seen half-written.
      await mkdir(path.join(serviceDir, 'dist'), { recursive: true });
      for (const file of outputFiles) {
        const partial = `${file.path}.${process.pid}.partial`;
        await writeFile(partial, file.contents);
        await rename(partial, file.path);
      }
    }),
  );
}

// npm packages stay external (native addons, wasm and files they read beside themselves keep working);
// workspace packages are TypeScript, which Node 20 cannot run, so they are bundled.
const workspacePackagesOnly: esbuild.Plugin = {
  name: 'workspace-packages-only',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
    );
  },
};
