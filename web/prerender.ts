import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { earlyFetchScript } from './src/lib/early-fetch-script.ts';
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

/**
 * The screens that get a page of their own with their chunks preloaded: opened from a link (the signed-in
 * home, a recipient's e-mail), their code would otherwise be asked for only once the entry has run, then
 * their own imports once that has (a waterfall). `path` is exact, or a prefix when it ends in '/' and is not
 * the root; `modules` are what the screen loads, from the web folder. The bff serves `<name>.html` (index.html
 * with the preloads) to a session, `<language>/shell-<name>.html` to a visitor without a page of its own, unless
 * the screen is `sessionOnly` (a visitor's home is the landing page).
 */
export const preloadedScreens = [
  {
    path: '/',
    name: 'home',
    sessionOnly: true,
    modules: ['src/app/routes/home.tsx', 'src/app/routes/signed-in-home.tsx'],
  },
  {
    path: '/message/view/',
    name: 'message-view',
    sessionOnly: false,
    modules: ['src/app/routes/message-view.tsx'],
  },
] as const;

/** Every chunk `modules` need, theirs and those they import, as the addresses the page links to. */
function chunksOf(bundle: Rollup.OutputBundle, root: string, modules: readonly string[]): string[] {
  const chunks = new Map(
    Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [[output.fileName, output]] : [])),
  );
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
  };
  for (const module of modules) {
    const id = path.join(root, module);
    const chunk = [...chunks.values()].find((candidate) => candidate.facadeModuleId === id);
    if (!chunk) throw new Error(`the build has no chunk of ${module}`);
    visit(chunk.fileName);
  }
  return [...files].map((fileName) => `/${fileName}`);
}

/**
 * `html` with modulepreload links to `chunks` it does not link to yet, at the end of its head, and the script
 * that starts the screen's first calls (src/lib/early-fetch-script.ts) right after the language boot script:
 * before the stylesheet, which an inline script would wait for.
 */
function withPreloads(html: string, chunks: string[]): string {
  const links = chunks
    .filter((href) => !html.includes(`"${href}"`))
    .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`)
    .join('');
  const boot = `<script>${languageBootScript}</script>`;
  if (!html.includes(boot)) throw new Error('index.html has no language boot script');
  return replaceOnce(
    html.replace(boot, `${boot}<script>${earlyFetchScript}</script>`),
    /<\/head>/,
    `${links}</head>`,
  );
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
      async handler(options, bundle) {
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
          const screens = preloadedScreens.map((screen) => ({
            ...screen,
            chunks: chunksOf(bundle, config.root, screen.modules),
          }));
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
            const shell = fillTemplate(template, await renderer.renderShell(language), language, 'shell');
            await writeFile(path.join(pagesDir, language, renderer.shellFile), shell);
            for (const screen of screens.filter(({ sessionOnly }) => !sessionOnly))
              await writeFile(
                path.join(pagesDir, language, `shell-${screen.name}.html`),
                withPreloads(shell, screen.chunks),
              );
          }
          for (const screen of screens)
            await writeFile(
              path.join(pagesDir, `${screen.name}.html`),
              withPreloads(template, screen.chunks),
            );
          const manifest = {
            languages: renderer.languages,
            pages: renderer.prerenderedPages,
            shell: renderer.shellFile,
            screens: screens.map(({ path: screenPath, name, sessionOnly }) => ({
              path: screenPath,
              name,
              sessionOnly,
            })),
          };
          await writeFile(
            path.join(pagesDir, PRERENDERED_MANIFEST),
            `${JSON.stringify(manifest, null, 2)}\n`,
          );
        } finally {
          await rm(serverDir, { recursive: true, force: true });
        }
      },
    },
  };
}
