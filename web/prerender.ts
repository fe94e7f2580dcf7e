import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { languageBootScript } from './src/lib/language-boot-script.ts';
import type * as RenderPage from './src/app/prerender/render-page.tsx';

/** Where the bff finds the prerendered pages (services/bff/src/web-app/read-web-build.ts reads the same names). */
export const PRERENDERED_DIR = 'prerendered';
export const PRERENDERED_MANIFEST = 'pages.json';

/** The head's first script, before anything can paint (src/lib/language-boot-script.ts says what it does). */
export function languageBoot(): Plugin {
  return {
    name: 'language-boot',
    transformIndexHtml: () => [{ tag: 'script', children: languageBootScript, injectTo: 'head-prepend' }],
  };
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** One replacement that must happen: a template that changed shape fails the build rather than the page. */
function replaceOnce(html: string, pattern: RegExp, replacement: string): string {
  if (!pattern.test(html)) throw new Error(`index.html has no ${pattern}`);
  return html.replace(pattern, replacement);
}

/**
 * The app's code is asked for only once the page has painted: a phone on a slow network spends its first
 * bandwidth on the stylesheet and the fonts the words need, not on the scripts that make the page interactive
 * (the module preloads go for the same reason; the entry's imports fetch them). In a hidden tab that is when it
 * is first shown.
 */
function loadAfterFirstPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const source = entry.exec(html)?.[1];
  if (!source) throw new Error('index.html has no entry script');
  const loader =
    'requestAnimationFrame(function(){setTimeout(function(){' +
    "var s=document.createElement('script');s.type='module';s.crossOrigin='';" +
    `s.src=${JSON.stringify(source)};document.head.appendChild(s)})})`;
  return html.replace(/\s*<link rel="modulepreload"[^>]*>/g, '').replace(entry, `<script>${loader}</script>`);
}

function fillTemplate(
  template: string,
  page: RenderPage.RenderedPage,
  language: string,
  kind: 'page' | 'shell',
): string {
  let html = replaceOnce(
    template,
    /<html lang="[a-z]+">/,
    `<html lang="${language}" data-prerendered="${kind}">`,
  );
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
  html = replaceOnce(
    html,
    /<div id="root"><\/div>/,
    `<div id="root" data-language="${language}">${page.body}</div>`,
  );
  // The shell's spinner is nothing to read: its screen's code is what the visitor waits for (a recipient's link),
  // asked at once with the chunks it imports.
  return kind === 'page' ? loadAfterFirstPaint(html) : html;
}

/**
 * After the browser bundle is written, builds src/app/prerender/render-page.tsx for Node, renders the public pages
 * in every language with it and writes them, with the built index.html around them, under
 * `<outDir>/prerendered/<language>/`, plus `pages.json` naming them by path. Before the precompress step, so
 * they get their `.br` and `.gz` copies too. Part of `vite build` itself, so `--outDir` still holds everything.
 */
export function prerenderPages(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'prerender-pages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle: {
      order: 'pre',
      sequential: true,
      async handler(options) {
        const outDir = options.dir;
        if (!outDir) throw new Error('the build has no output folder');
        // Inside the web folder, so the Node build's imports of react and the rest resolve from node_modules.
        const serverDir = path.join(config.root, '.prerender');
        try {
          await build({
            configFile: config.configFile,
            mode: config.mode,
            logLevel: 'warn',
            build: {
              ssr: 'src/app/prerender/render-page.tsx',
              outDir: serverDir,
              emptyOutDir: true,
              copyPublicDir: false,
            },
          });
          const renderer = (await import(
            pathToFileURL(path.join(serverDir, 'render-page.js')).href
          )) as typeof RenderPage;
          const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
          const pagesDir = path.join(outDir, PRERENDERED_DIR);
          for (const language of renderer.languages) {
            await mkdir(path.join(pagesDir, language), { recursive: true });
            for (const [pagePath, file] of Object.entries(renderer.prerenderedPages)) {
              const page = await renderer.renderPage(pagePath, language);
              await writeFile(
                path.join(pagesDir, language, file),
                fillTemplate(template, page, language, 'page'),
              );
            }
            const shell = await renderer.renderShell(language);
            await writeFile(
              path.join(pagesDir, language, renderer.shellFile),
              fillTemplate(template, shell, language, 'shell'),
            );
          }
          await writeFile(
            path.join(pagesDir, PRERENDERED_MANIFEST),
            `${JSON.stringify({ languages: renderer.languages, pages: renderer.prerenderedPages, shell: renderer.shellFile }, null, 2)}\n`,
          );
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
