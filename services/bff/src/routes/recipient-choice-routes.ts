import { recipientChoices } from '@app/proto/api/recipient';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BffDeps } from '../deps.ts';
import { grpcOptions } from '../plugins/request-trace.ts';
import { enforceLimits } from '../plugins/rate-limits.ts';
import { checkedAnswer } from './checked-answer.ts';
import { parseBody } from './parse-body.ts';

const tokenBody = z.object({ token: z.string().max(200).default('') });
const choicesBody = tokenBody.extend({
  refuseSender: z.boolean().optional(),
  refuseAnonymous: z.boolean().optional(),
});

/**
 * The recipient's choices, from the link in a delivery e-mail (docs/recipient-api.md, "Refusing a sender"). No
 * session: the link reached the recipient's address, which is the proof. The page reads with one POST (the
 * token stays out of URLs and logs) and acts with another; loading it changes nothing, so a mail scanner that
 * follows the link refuses nobody.
 */
export function registerRecipientChoiceRoutes(app: FastifyInstance, deps: BffDeps): void {
  const call = (request: FastifyRequest) => grpcOptions(request, deps.config.GRPC_DEADLINE_MS);

  app.post('/api/recipient-choices/read', async (request) => {
    const { token } = parseBody(tokenBody, request);
    await enforceLimits(deps, request, [{ limit: 'token-ip', subject: request.ip }]);
    return checkedAnswer(recipientChoices, await deps.message.GetRecipientChoices({ token }, call(request)));
  });

  app.post('/api/recipient-choices', async (request) => {
    const { token, refuseSender, refuseAnonymous } = parseBody(choicesBody, request);
    await enforceLimits(deps, request, [{ limit: 'token-ip', subject: request.ip }]);
    const answer = await deps.message.SetRecipientChoices(
      {
        token,
        ...(refuseSender === undefined ? {} : { refuseSender }),
        ...(refuseAnonymous === undefined ? {} : { refuseAnonymous }),
      },
      call(request),
    );
    return checkedAnswer(recipientChoices, answer);
  });
}
