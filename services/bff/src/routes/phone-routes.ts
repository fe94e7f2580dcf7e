import { phoneSetting } from '@app/proto/api/account';
import type { PhoneResponse__Output } from '@app/proto/gen/app/auth/v1/PhoneResponse.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BffDeps } from '../deps.ts';
import { grpcOptions } from '../plugins/request-trace.ts';
import { enforceLimits, withAllowances } from '../plugins/rate-limits.ts';
import { requireUser } from '../plugins/session.ts';
import { checkedAnswer } from './checked-answer.ts';
import { parseBody } from './parse-body.ts';

// Shapes only: auth says what is wrong with a number or a code, in the caller's language.
const phoneBody = z.object({ phone: z.string().max(100).default('') });
const codeBody = z.object({ code: z.string().max(100).default('') });

const viewOf = (answer: PhoneResponse__Output) =>
  checkedAnswer(phoneSetting, {
    phone: answer.phone || null,
    verified: answer.isVerified,
    available: answer.smsAvailable,
  });

/**
 * The sender's phone for proof of life's last chance by SMS (docs/account-api.md). Auth keeps it, its codes and
 * their daily limits; notification sends the SMS.
 */
export function registerPhoneRoutes(app: FastifyInstance, deps: BffDeps): void {
  const call = (request: FastifyRequest) => grpcOptions(request, deps.config.GRPC_DEADLINE_MS);

  app.get('/api/account/phone', async (request, reply) => {
    const user = await requireUser(deps, request, reply);
    return viewOf(await deps.auth.GetPhone({ userId: user.id }, call(request)));
  });

  app.post('/api/account/phone', async (request, reply) => {
    const { phone } = parseBody(phoneBody, request);
    const user = await requireUser(deps, request, reply);
    // Each save sends a code: a burst from one account or one address stops here before auth's daily limits; a
    // number auth refuses sends nothing and costs nothing.
    const saved = await withAllowances(
      deps,
      request,
      [
        { limit: 'sms-user', subject: user.id, reason: 'SENT_TOO_OFTEN' },
        { limit: 'token-ip', subject: request.ip },
      ],
      () => deps.auth.SetPhone({ userId: user.id, phone }, call(request)),
    );
    return viewOf(saved);
  });

  app.post('/api/account/phone/verify', async (request, reply) => {
    const { code } = parseBody(codeBody, request);
    const user = await requireUser(deps, request, reply);
    await enforceLimits(deps, request, [{ limit: 'token-ip', subject: request.ip }]);
    return viewOf(await deps.auth.VerifyPhone({ userId: user.id, code }, call(request)));
  });

  app.delete('/api/account/phone', async (request, reply) => {
    const user = await requireUser(deps, request, reply);
    return viewOf(await deps.auth.RemovePhone({ userId: user.id }, call(request)));
  });
}
