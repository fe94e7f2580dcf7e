import { AppError } from '@app/platform/errors';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A route a mailbox provider calls from its own servers, exempt from this check by a recorded decision
     * (docs/architecture.md, "One-click refusal"): the one-click unsubscribe, whose proof is the token in its
     * path, not a cookie a forged request could ride on.
     */
    crossSite?: 'one-click-unsubscribe';
  }
}

/**
 * Cross-site request forgery: a state-changing call must be JSON (a cross-site form cannot send that without
 * a preflight we never grant) and must come from our own origin, judged by Sec-Fetch-Site when the browser
 * sends it and by Origin otherwise. Requests with neither header do not come from a browser page. A call the
 * spec sends with no payload (log out, resend the verification) may come with no body at all, but then only
 * when the browser says, by one of those headers, that our own page sent it.
 */
export function registerCsrfProtection(
  app: FastifyInstance,
  { publicOrigin }: { publicOrigin: string },
): void {
  app.addHook('preHandler', async (request: FastifyRequest) => {
    // Every unsafe method, whatever the path: a percent-encoded path (/%61pi/...) still reaches an /api route.
    if (safeMethods.has(request.method)) return;
    if (request.routeOptions.config.crossSite === 'one-click-unsubscribe') return;
    const refuse = () =>
      new AppError('PERMISSION_DENIED', 'cross-site request', { reason: 'CROSS_SITE_REFUSED' });
    const site = request.headers['sec-fetch-site'];
    if (site !== undefined && site !== 'same-origin' && site !== 'none') throw refuse();
    const origin = request.headers.origin;
    if (origin !== undefined && origin !== publicOrigin && origin !== selfOrigin(request)) throw refuse();
    const type = request.headers['content-type'] ?? '';
    // A file upload is raw bytes; its custom header, like JSON, cannot be sent cross-site without a preflight.
    const upload = request.headers['x-upload'] === '1' && /^(image|video)\//i.test(type);
    const vouchedFor = site === 'same-origin' || origin !== undefined;
    if (isBodiless(request) && vouchedFor) return;
    if (!upload && !/^application\/json\b/i.test(type)) {
      throw new AppError('INVALID_ARGUMENT', 'json required', { reason: 'JSON_REQUIRED' });
    }
  });
}

/** The origin the request was addressed to, for runs on another port or host than PUBLIC_URL. */
function selfOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** No body and nothing saying there is one: no type, no length above zero, no chunked stream. */
function isBodiless(request: FastifyRequest): boolean {
  const { headers } = request;
  const length = headers['content-length'];
  return (
    headers['content-type'] === undefined &&
    headers['transfer-encoding'] === undefined &&
    (length === undefined || length === '0')
  );
}
