import type { FastifyInstance } from 'fastify';

// No inline script but the build's own, each allowed by its hash (the web app's language boot script); styles
// may be inline because UI primitives set them at run time.
const contentSecurityPolicy = (inlineScriptHashes: string[]) =>
  [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');

/** Headers on every response; HSTS only where the product is served over HTTPS. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { hsts, inlineScriptHashes }: { hsts: boolean; inlineScriptHashes: string[] },
): void {
  const policy = contentSecurityPolicy(inlineScriptHashes);
  app.addHook('onSend', async (request, reply) => {
    reply.header('Content-Security-Policy', policy);
    reply.header('X-Content-Type-Options', 'nosniff');
    // Links carry one-time tokens: never leak the address to another site.
    reply.header('Referrer-Policy', 'no-referrer');
    reply.header('X-Frame-Options', 'DENY');
    reply.header('Cross-Origin-Opener-Policy', 'same-origin');
    reply.header('Cross-Origin-Resource-Policy', 'same-origin');
    reply.header('Permissions-Policy', 'camera=(self), microphone=(self), geolocation=(), payment=()');
    if (hsts) reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // The matched route, not the raw URL: /%61pi/user reaches /api/user too.
    if ((request.routeOptions.url ?? request.url).startsWith('/api/'))
      reply.header('Cache-Control', 'no-store');
  });
}
