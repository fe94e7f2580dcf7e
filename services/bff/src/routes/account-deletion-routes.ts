import { confirmation } from '@app/proto/api/account';
import { MAX_MESSAGES_DELIVERED_AFTER_CLOSING } from '@app/proto/rules/account-deletion';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BffDeps } from '../deps.ts';
import { translate } from '../i18n/messages.ts';
import { grpcOptions } from '../plugins/request-trace.ts';
import { enforceLimits } from '../plugins/rate-limits.ts';
import { clearSessionCookie, requireUser } from '../plugins/session.ts';
import { checkedAnswer } from './checked-answer.ts';
import { parseBody } from './parse-body.ts';

const deletionBody = z.object({
  password: z.string().max(1000).default(''),
  deliverMessageIds: z.array(z.uuid()).max(MAX_MESSAGES_DELIVERED_AFTER_CLOSING).default([]),
});

/**
 * Closing the account (docs/account-api.md, "Deleting the account"): auth checks the password and forgets the
 * user; every service then erases what it holds of theirs, on auth.user.deleted.
 */
export function registerAccountDeletionRoutes(app: FastifyInstance, deps: BffDeps): void {
  app.post('/api/account/delete', async (request, reply) => {
    const body = parseBody(deletionBody, request);
    const user = await requireUser(deps, request, reply);
    // A wrong password here is a guess at it, as at sign-in: the same per-account limit.
    await enforceLimits(deps, request, [
      { limit: 'login-ip', subject: request.ip },
      { limit: 'login-email', subject: user.id },
    ]);
    await deps.auth.DeleteAccount(
      { userId: user.id, password: body.password, deliverMessageIds: body.deliverMessageIds },
      grpcOptions(request, deps.config.GRPC_DEADLINE_MS),
    );
    clearSessionCookie(deps, reply);
    return checkedAnswer(confirmation, {
      success: true,
      message: translate('ACCOUNT_DELETED', request.language),
    });
  });
}
