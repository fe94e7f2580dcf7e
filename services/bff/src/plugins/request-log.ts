import { ONE_CLICK_ROUTE } from '@app/proto/api/recipient';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The path as a request's log line shows it: never a query string (one-time tokens, signatures and codes
 * travel there), a route's pattern rather than its values (`/api/messages/:id`), and the message view's
 * access code and a one-click link's token replaced by their names, also where no route matched.
 */
export function loggablePath(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route?.includes(':')) return route;
  const path = request.url.split('?', 1)[0] ?? '';
  return path
    .replace(/^\/message\/view\/[^/]+/, '/message/view/:code')
    .replace(/^\/api\/recipient-choices\/one-click\/.*/, ONE_CLICK_ROUTE);
}

/**
 * One line per request, written when it ends, in place of Fastify's own pair of lines (which log the raw URL).
 * The request id and the trace id join it to every other line of the request.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        req: { method: request.method, path: loggablePath(request), remoteAddress: request.ip },
        res: { statusCode: reply.statusCode },
        responseTime: Math.round(reply.elapsedTime),
      },
      'request completed',
    );
  });
}
