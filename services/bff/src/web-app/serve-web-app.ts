import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { isLanguage } from '@app/proto/rules/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { translate } from '../i18n/messages.ts';
import type { WebBuild } from './read-web-build.ts';

/** The cookie the web app mirrors its language into (web/src/lib/language-boot-script.ts). */
const LANGUAGE_COOKIE = 'lang';

/**
 * Serves the built React app: hashed assets cached for a year, every other GET outside /api and /assets
 * answered with a page of the app (client-side routes), revalidated on every load so a deploy is picked up at
 * once. The build writes `.br` and `.gz` copies of its text files (web/precompress.ts); each file goes out in
 * the smallest encoding the browser accepts, with `Vary: Accept-Encoding`, and nothing is compressed per
 * request.
 *
 * Which page: a visitor with no session cookie gets the page prerendered for that address (the landing page on
 * `/`, `/auth`, `/auth?tab=login`, `/message/access`; the query exactly, since it can change the page), or else the shell
 * (the layout around a spinner), in the language of the `lang` cookie; everyone else the empty index.html,
 * which their own session fills. On a screen the build preloads (the signed-in home, a recipient's letter), the
 * shell or index.html is that screen's copy, which links to the screen's chunks too, so they arrive with the
 * entry's rather than one wave after another.
 */
export async function registerWebApp(
  app: FastifyInstance,
  build: WebBuild | null,
  { sessionCookie }: { sessionCookie: string },
): Promise<void> {
  if (build) {
    await app.register(fastifyStatic, {
      root: build.distDir,
      index: false,
      // One route per built file (the build is fixed at start); every other path is a client-side route.
      wildcard: false,
      // The compressed copies are encodings of their file, not addresses of their own; the prerendered pages
      // are served on their paths only.
      globIgnore: ['**/*.br', '**/*.gz', 'prerendered/**'],
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }

  const screenOf = (pathname: string, prerendered: NonNullable<WebBuild['prerendered']>) =>
    prerendered.screens.find((screen) =>
      screen.path !== '/' && screen.path.endsWith('/')
        ? pathname.startsWith(screen.path)
        : pathname === screen.path,
    );

  const pageFor = (request: FastifyRequest, prerendered: NonNullable<WebBuild['prerendered']>) => {
    const url = new URL(request.url, 'http://bff.invalid');
    const screen = screenOf(url.pathname, prerendered);
    if (request.cookies[sessionCookie])
      return screen ? `${prerendered.dir}/${screen.name}.html` : 'index.html';
    const language = request.cookies[LANGUAGE_COOKIE];
    const folder = isLanguage(language) && prerendered.languages.includes(language) ? language : 'es';
    const file =
      prerendered.pages[`${url.pathname}${url.search}`] ??
      (screen && !screen.sessionOnly ? `shell-${screen.name}.html` : prerendered.shell);
    return `${prerendered.dir}/${folder}/${file}`;
  };

  app.setNotFoundHandler(async (request, reply) => {
    if (
      request.url.startsWith('/api/') ||
      // A file the build did not write (an older build's chunk, say) is missing, not a client-side route.
      request.url.startsWith('/assets/') ||
      !build ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.status(404).send({ message: translate('ROUTE_NOT_FOUND', request.language) });
    }
    // Through the static plugin: the same encodings, Cache-Control (no-cache) and ETag as /index.html.
    if (!build.prerendered) return reply.sendFile('index.html');
    // The same address answers differently with a session and in another language.
    reply.header('Vary', 'Cookie');
    return reply.sendFile(pageFor(request, build.prerendered));
  });
}
