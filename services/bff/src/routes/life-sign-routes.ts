import { lifeSignPreference } from '@app/proto/api/account';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BffDeps } from '../deps.ts';
import { grpcOptions } from '../plugins/request-trace.ts';
import { requireUser } from '../plugins/session.ts';
import { checkedAnswer } from './checked-answer.ts';
import { parseBody } from './parse-body.ts';

const choice = z.object({ activityCounts: z.boolean() });

/**
 * The sender's account setting for proof of life (docs/account-api.md): whether signing in and sealing a
 * message count as answers to their waiting check-ins. The scheduler keeps it and applies it.
 */
export function registerLifeSignRoutes(app: FastifyInstance, deps: BffDeps): void {
  app.get('/api/account/life-signs', async (request, reply) => {
    const user = await requireUser(deps, request, reply);
    const found = await deps.scheduler.GetLifeSignPreference(
      { userId: user.id },
      grpcOptions(request, deps.config.GRPC_DEADLINE_MS),
    );
    return checkedAnswer(lifeSignPreference, found);
  });

  app.post('/api/account/life-signs', async (request, reply) => {
    const { activityCounts } = parseBody(choice, request);
    const user = await requireUser(deps, request, reply);
    const saved = await deps.scheduler.SetLifeSignPreference(
      { userId: user.id, activityCounts },
      grpcOptions(request, deps.config.GRPC_DEADLINE_MS),
    );
    return checkedAnswer(lifeSignPreference, saved);
  });
}
