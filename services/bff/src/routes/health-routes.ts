import type { FastifyInstance } from 'fastify';
import type { BffDeps } from '../deps.ts';

/** /healthz: the process answers (liveness). /readyz: its dependencies answer too (readiness). */
export function registerHealthRoutes(app: FastifyInstance, deps: BffDeps): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_request, reply) => {
    const results = await Promise.allSettled(deps.readiness.map((r) => r.check()));
    const failed = deps.readiness.filter((_, i) => results[i]?.status === 'rejected').map((r) => r.name);
    return reply
      .status(failed.length === 0 ? 200 : 503)
      .send({ status: failed.length === 0 ? 'ready' : 'not ready', failed });
  });
}
