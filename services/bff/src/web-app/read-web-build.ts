import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@app/proto/rules/languages';
import { z } from 'zod';

/** The folder and manifest web/prerender.ts writes into the build. */
const PRERENDERED_DIR = 'prerendered';
const pagesManifest = z.object({
  languages: z.array(z.enum(LANGUAGES)).min(1),
  // Each prerendered page's file by the path it is served on.
  pages: z.record(z.string().startsWith('/'), z.string().regex(/^[a-z-]+\.html$/)),
  shell: z.string().regex(/^[a-z-]+\.html$/),
  // Screens with a page of their own that preloads their chunks (web/prerender.ts's preloadedScreens): `path`
  // exact, or a prefix when it ends in '/' and is not the root; a `sessionOnly` one has no visitor's shell.
  // Absent from an older build.
  screens: z
    .array(
      z.object({
        path: z.string().startsWith('/'),
        name: z.string().regex(/^[a-z-]+$/),
        sessionOnly: z.boolean(),
      }),
    )
    .default([]),
});

/** The built web app as the bff serves it, read once at start (the build does not change while it runs). */
export type WebBuild = {
  distDir: string;
  /** The public pages rendered at build time, or null for a build without them. */
  prerendered: (z.infer<typeof pagesManifest> & { dir: string }) | null;
  /** `'sha256-…'` of each inline script of the built pages: the only inline code the CSP lets run. */
  inlineScriptHashes: string[];
};

const inlineScript = /<script>([\s\S]*?)<\/script>/g;

/** CSP hash sources of the inline scripts of `html` (those with no `src`), as a browser computes them. */
export function inlineScriptHashesOf(html: string): string[] {
  return [...html.matchAll(inlineScript)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/** Reads what the build wrote under `distDir`; null when there is no built app there. */
export function readWebBuild(distDir: string): WebBuild | null {
  const indexFile = distDir ? path.join(distDir, 'index.html') : '';
  if (!indexFile || !fs.existsSync(indexFile)) return null;
  const manifestFile = path.join(distDir, PRERENDERED_DIR, 'pages.json');
  const prerendered = fs.existsSync(manifestFile)
    ? { ...pagesManifest.parse(JSON.parse(fs.readFileSync(manifestFile, 'utf8'))), dir: PRERENDERED_DIR }
    : null;
  // Every page comes from index.html, so its inline scripts are theirs; read from each, so none is missed.
  const pages = prerendered
    ? [
        ...prerendered.languages.flatMap((language) =>
          [
            ...Object.values(prerendered.pages),
            prerendered.shell,
            ...prerendered.screens
              .filter((screen) => !screen.sessionOnly)
              .map((screen) => `shell-${screen.name}.html`),
          ].map((file) => path.join(distDir, PRERENDERED_DIR, language, file)),
        ),
        ...prerendered.screens.map((screen) => path.join(distDir, PRERENDERED_DIR, `${screen.name}.html`)),
      ]
    : [];
  const hashes = [indexFile, ...pages].flatMap((file) => inlineScriptHashesOf(fs.readFileSync(file, 'utf8')));
  return { distDir, prerendered, inlineScriptHashes: [...new Set(hashes)] };
}
