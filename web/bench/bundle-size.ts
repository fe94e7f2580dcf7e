/**
 * `npm run bench`: builds the web app and reports, in gzipped bytes,
 *  - the JavaScript a visitor's browser runs before the landing page is interactive: the entry chunk, what
 *    it imports, and the lazy chunks `/` loads for a visitor (the home route and the landing page);
 *  - which packages make up most of that;
 *  - every route chunk with the shared chunks it pulls in beyond the entry;
 *  - the bytes a first visit to each public route transfers: index.html, the JavaScript and the CSS it
 *    loads, each in the file the bff sends for `Accept-Encoding: br` (the build's `.br` copies), for gzip,
 *    and uncompressed.
 * The target for the landing page is 120 KB or less.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Plugin, type Rolldown } from 'vite';

const BUDGET_BYTES = 120 * 1024;
const webDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

// The modules `/` needs for a visitor, after the entry: the route and the landing page it lazy-loads.
const LANDING_CHAIN = ['src/app/routes/home.tsx', 'src/features/landing/components/landing-page.tsx'];

// The routes crawlers may index (web/public/robots.txt) and the modules each needs for a visitor after the
// entry.
const PUBLIC_ROUTES: Record<string, string[]> = {
  '/': LANDING_CHAIN,
  '/auth': ['src/app/routes/auth.tsx'],
  '/forgot-password': ['src/app/routes/forgot-password.tsx'],
};

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
};
type Manifest = Record<string, ManifestChunk>;

/** Rendered bytes per source module in each output file, to tell what a chunk is made of. */
function moduleSizes(into: Map<string, Map<string, number>>): Plugin {
  return {
    name: 'bench-module-sizes',
    generateBundle(_options, bundle: Rolldown.OutputBundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        const sizes = new Map<string, number>();
        for (const [id, info] of Object.entries(output.modules)) sizes.set(id, info.renderedLength);
        into.set(output.fileName, sizes);
      }
    },
  };
}

/** A module's package name, or "app" for the project's own code. */
function owner(moduleId: string): string {
  const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(moduleId.replaceAll('\\', '/'));
  if (match?.[1]) return match[1];
  if (moduleId.endsWith('.json')) return 'app: locale texts';
  return 'app';
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'web-bench-'));
  const modules = new Map<string, Map<string, number>>();
  try {
    await build({
      configFile: path.join(webDir, 'vite.config.ts'),
      logLevel: 'warn',
      plugins: [moduleSizes(modules)],
      build: { outDir, emptyOutDir: true, manifest: true },
    });

    const manifest = JSON.parse(
      readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'),
    ) as Manifest;
    const gzipped = new Map<string, number>();
    const gzipSize = (file: string) => {
      let size = gzipped.get(file);
      if (size === undefined) {
        size = gzipSync(readFileSync(path.join(outDir, file)), { level: 9 }).length;
        gzipped.set(file, size);
      }
      return size;
    };
    /** A chunk's key and every chunk it imports statically, transitively. */
    const closure = (key: string, seen = new Set<string>()) => {
      if (seen.has(key)) return seen;
      seen.add(key);
      for (const imported of manifest[key]?.imports ?? []) closure(imported, seen);
      return seen;
    };
    const sum = (keys: Iterable<string>) =>
      [...keys].reduce((total, key) => total + gzipSize(manifest[key]!.file), 0);

    const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
    if (!entryKey) throw new Error('the build has no entry chunk');
    const entry = closure(entryKey);

    const landing = new Set(entry);
    for (const key of LANDING_CHAIN) {
      if (!manifest[key]) throw new Error(`${key} is not a chunk of its own any more; update the bench`);
      closure(key, landing);
    }
    const landingBytes = sum(landing);
    const landingCss = [...landing]
      .flatMap((key) => manifest[key]!.css ?? [])
      .reduce((total, file) => total + gzipSize(file), 0);

    const lines: string[] = [];
    lines.push('Landing page (/ for a visitor), JavaScript before it is interactive, gzip -9:');
    for (const key of landing)
      lines.push(`  ${manifest[key]!.file.padEnd(48)} ${kb(gzipSize(manifest[key]!.file))}`);
    lines.push(
      `  total ${kb(landingBytes)} of a ${kb(BUDGET_BYTES)} budget: ${landingBytes <= BUDGET_BYTES ? 'within' : 'OVER'}`,
    );
    lines.push(`  plus ${kb(landingCss)} of CSS`);

    // Each file's gzip size shared among its modules by their rendered size: an estimate, but it ranks well.
    const byOwner = new Map<string, number>();
    for (const key of landing) {
      const file = manifest[key]!.file;
      const sizes = modules.get(file);
      if (!sizes) continue;
      const rendered = [...sizes.values()].reduce((a, b) => a + b, 0) || 1;
      for (const [id, length] of sizes) {
        const name = owner(id);
        byOwner.set(name, (byOwner.get(name) ?? 0) + (gzipSize(file) * length) / rendered);
      }
    }
    lines.push('', 'What it is made of (estimated gzip share):');
    for (const [name, bytes] of [...byOwner].sort((a, b) => b[1] - a[1]).filter(([, bytes]) => bytes >= 512))
      lines.push(
        `  ${name.padEnd(40)} ${kb(bytes).padStart(9)}  ${((bytes / landingBytes) * 100).toFixed(0)}%`,
      );

    lines.push('', 'Route chunks, gzip -9 (own file; with the shared chunks it adds beyond the entry):');
    const routes = Object.entries(manifest)
      .filter(([key, chunk]) => chunk.isDynamicEntry && key.startsWith('src/'))
      .sort(([a], [b]) => a.localeCompare(b));
    for (const [key, chunk] of routes) {
      const extra = [...closure(key)].filter((imported) => !entry.has(imported));
      lines.push(`  ${key.padEnd(58)} ${kb(gzipSize(chunk.file)).padStart(9)} ${kb(sum(extra)).padStart(9)}`);
    }
    lines.push('', `Entry chunk and its imports: ${kb(sum(entry))}`);

    // What the bff sends for a file: its compressed copy when the build wrote one, else the file itself.
    const sent = (file: string, suffix: string) => {
      const copy = path.join(outDir, `${file}${suffix}`);
      return statSync(existsSync(copy) ? copy : path.join(outDir, file)).size;
    };
    lines.push(
      '',
      'First visit, bytes transferred: index.html + the JS and CSS it loads (response bodies; fonts not counted):',
      `  ${'route'.padEnd(20)} ${'br'.padStart(9)} ${'gzip'.padStart(9)} ${'none'.padStart(9)}`,
    );
    for (const [route, chain] of Object.entries(PUBLIC_ROUTES)) {
      const chunks = new Set(entry);
      for (const key of chain) {
        if (!manifest[key]) throw new Error(`${key} is not a chunk of its own any more; update the bench`);
        closure(key, chunks);
      }
      const files = new Set(['index.html']);
      for (const key of chunks) {
        files.add(manifest[key]!.file);
        for (const css of manifest[key]!.css ?? []) files.add(css);
      }
      const total = (suffix: string) => [...files].reduce((bytes, file) => bytes + sent(file, suffix), 0);
      lines.push(
        `  ${route.padEnd(20)} ${kb(total('.br')).padStart(9)} ${kb(total('.gz')).padStart(9)} ${kb(total('')).padStart(9)}`,
      );
    }
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
