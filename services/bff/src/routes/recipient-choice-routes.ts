import { AppError } from '@app/platform/errors';
import {
  ONE_CLICK_ROUTE,
  oneClickBody,
  recipientChoices,
  recipientConfirmation,
} from '@app/proto/api/recipient';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BffDeps } from '../deps.ts';
import { translate } from '../i18n/messages.ts';
import { grpcOptions } from '../plugins/request-trace.ts';
import { enforceLimits } from '../plugins/rate-limits.ts';
import { checkedAnswer } from './checked-answer.ts';
import { parseBody } from './parse-body.ts';

const tokenBody = z.object({ token: z.string().max(200).default('') });
const choicesBody = tokenBody.extend({
  refuseSender: z.boolean().optional(),
  refuseAnonymous: z.boolean().optional(),
});
const tokenParams = z.object({ token: z.string().max(200) });

/** The bodies RFC 8058 lets a mailbox send; read only on the one-click route, every other call is JSON. */
const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

const badRequest = () => new AppError('INVALID_ARGUMENT', 'malformed body', { reason: 'BAD_REQUEST' });

function tokenOf(request: FastifyRequest): string {
  const params = tokenParams.safeParse(request.params);
  if (!params.success) throw badRequest();
  return params.data.token;
}

/** A form body's fields, read by the runtime's own form parser (the Fetch API's, both encodings). */
async function formFields(request: FastifyRequest): Promise<Record<string, unknown>> {
  if (!Buffer.isBuffer(request.body)) return {};
  const type = request.headers['content-type'] ?? '';
  try {
    return Object.fromEntries(
      await new Response(request.body, { headers: { 'content-type': type } }).formData(),
    );
  } catch {
    throw badRequest();
  }
}

/**
 * The recipient's choices, from the link in a delivery e-mail (docs/recipient-api.md, "Refusing a sender"). No
 * session: the link reached the recipient's address, which is the proof. The page reads with one POST (the
 * token stays out of URLs and logs) and acts with another; loading it changes nothing, so a mail scanner that
 * follows the link refuses nobody.
 */
export async function registerRecipientChoiceRoutes(app: FastifyInstance, deps: BffDeps): Promise<void> {
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

  // A mailbox's unsubscribe button on a delivery e-mail (List-Unsubscribe-Post, RFC 8058): the provider POSTs
  // `List-Unsubscribe=One-Click` from its own servers, with no cookie and no page, and the address refuses that
  // message's sender exactly as the page's button does. Exempt from the Origin check (docs/architecture.md,
  // "One-click refusal"); the token in the path is the proof, and the request log shows the route's pattern.
  await app.register(async (scope) => {
    scope.addContentTypeParser(FORM_TYPES, { parseAs: 'buffer', bodyLimit: 16_384 }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(ONE_CLICK_ROUTE, { config: { crossSite: 'one-click-unsubscribe' } }, async (request) => {
      const token = tokenOf(request);
      if (!oneClickBody.safeParse(await formFields(request)).success) throw badRequest();
      await enforceLimits(deps, request, [{ limit: 'one-click-token', subject: token }]);
      await deps.message.SetRecipientChoices({ token, refuseSender: true }, call(request));
      return checkedAnswer(recipientConfirmation, {
        success: true,
        message: translate('ONE_CLICK_REFUSED', request.language),
      });
    });
    // A mail client that only opens the address in a browser reaches the page that asks; a GET changes nothing.
    scope.get(ONE_CLICK_ROUTE, async (request, reply) => {
      const token = tokenOf(request);
      return reply.redirect(`/recipient/choices#${new URLSearchParams({ token }).toString()}`, 303);
    });
  });
}
