import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { translate } from '../i18n/messages.ts';

/**
 * Serves the built React app: hashed assets cached for a year, every other GET outside /api and /assets
 * answered with index.html (client-side routes), revalidated on every load so a deploy is picked up at once.
 * The build writes `.br` and `.gz` copies of its text files (web/precompress.ts); each file goes out in the
 * smallest encoding the browser accepts, with `Vary: Accept-Encoding`, and nothing is compressed per request.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string): Promise<void> {
  const indexFile = distDir ? path.join(distDir, 'index.html') : '';
  const hasApp = indexFile !== '' && fs.existsSync(indexFile);
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      index: false,
      // One route per built file (the build is fixed at start); every other path is a client-side route.
      wildcard: false,
      // The compressed copies are encodings of their file, not addresses of their own.
      globIgnore: ['**/*.br', '**/*.gz'],
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
  app.setNotFoundHandler(async (request, reply) => {
    if (
      request.url.startsWith('/api/') ||
      // A file the build did not write (an older build's chunk, say) is missing, not a client-side route.
      request.url.startsWith('/assets/') ||
      !hasApp ||
      (request.method !== 'GET' && request.method !== 'HEAD')
    ) {
      return reply.status(404).send({ message: translate('ROUTE_NOT_FOUND', request.language) });
    }
    // Through the static plugin: the same encodings, Cache-Control (no-cache) and ETag as /index.html.
    return reply.sendFile('index.html');
  });
}
