import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text the browser receives: worth compressing. Fonts (woff2) and images are compressed already. */
const TEXT_FILE = /\.(?:html|js|mjs|css|svg|txt|json|xml|webmanifest)$/;

/** The encodings written next to a file, by the suffix the bff (@fastify/static `preCompressed`) looks for. */
const ENCODERS: [suffix: string, encode: (bytes: Buffer) => Buffer][] = [
  [
    '.br',
    (bytes) =>
      brotliCompressSync(bytes, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      }),
  ],
  ['.gz', (bytes) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION })],
];

/**
 * Writes `<file>.br` (brotli at its highest quality) and `<file>.gz` (gzip -9) next to every text file under
 * `dir`, each only when it is smaller than the file. Folders starting with a dot (Vite's `.vite` manifest)
 * are not served, so they are skipped. Returns the files written, relative to `dir`.
 */
export function precompressDir(dir: string): string[] {
  const written: string[] = [];
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT_FILE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, file);
    if (relative.split(path.sep).some((part) => part.startsWith('.'))) continue;
    const bytes = readFileSync(file);
    for (const [suffix, encode] of ENCODERS) {
      const encoded = encode(bytes);
      if (encoded.length >= bytes.length) continue;
      writeFileSync(`${file}${suffix}`, encoded);
      written.push(`${relative}${suffix}`);
    }
  }
  return written;
}

/**
 * Compresses the build once it is written (public files included), so the bff sends the smallest encoding
 * a browser accepts without compressing anything per request.
 */
export function precompress(): Plugin {
  return {
    name: 'precompress',
    // Not the Node build of the prerendered pages (web/prerender.ts): nothing serves it.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    writeBundle: {
      order: 'post',
      sequential: true,
      handler(options) {
        if (options.dir) precompressDir(options.dir);
      },
    },
  };
}
