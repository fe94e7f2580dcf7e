import { MESSAGE_TYPE_ALIASES, MESSAGE_TYPES } from '@app/proto/rules/message-types';
import { closedValue } from '@app/proto/rules/proto-enum';
import { Readable } from 'node:stream';
import { AppError } from '@app/platform/errors';
import { callServerStream } from '@app/platform/grpc-client';
import { assistantStatus, suggestionRequest, type SuggestionPiece } from '@app/proto/api/assistant';
import { services } from '@app/proto/services';
import type { FastifyInstance } from 'fastify';
import type { BffDeps } from '../deps.ts';
import { isMessageKey, translate } from '../i18n/messages.ts';
import { addressSubject } from '../plugins/client-address.ts';
import { withAllowances } from '../plugins/rate-limits.ts';
import { grpcOptions } from '../plugins/request-trace.ts';
import { requireOwner, requireUser } from '../plugins/session.ts';
import { checkedAnswer } from './checked-answer.ts';
import { parseBody } from './parse-body.ts';

const MessageService = services.message();

// The provider's own limit is a minute per answer; the call gets a little more.
const SUGGESTION_DEADLINE_MS = 70_000;

/** The writing assistant's calls (docs/assistant-api.md). */
export function registerAssistantRoutes(app: FastifyInstance, deps: BffDeps): void {
  app.get('/api/assistant', async (request, reply) => {
    await requireUser(deps, request, reply);
    const { available } = await deps.message.GetAssistantStatus({}, grpcOptions(request));
    return checkedAnswer(assistantStatus, { available });
  });

  /**
   * A suggestion, streamed as newline-delimited JSON: `{"text":…}` per piece, then `{"done":true}`, or
   * `{"error":…}` if the provider fails half way. A failure before the first piece is an ordinary error answer.
   */
  app.post('/api/assistant/suggestions', async (request, reply) => {
    const owner = await requireOwner(deps, request, reply);
    // Each suggestion costs a provider's call: only an account with a confirmed address may ask.
    if (!owner.isEmailVerified) {
      throw new AppError('PERMISSION_DENIED', 'unverified', { reason: 'ASSISTANT_VERIFIED_ONLY' });
    }
    const body = parseBody(suggestionRequest, request);
    // The provider is asked at the first piece: refused by its own checks before then, nothing was spent.
    const { pieces, first } = await withAllowances(
      deps,
      request,
      [
        { limit: 'assistant-user', subject: owner.userId, reason: 'ASSISTANT_LIMIT_REACHED' },
        { limit: 'assistant-ip', subject: addressSubject(request.ip), reason: 'ASSISTANT_LIMIT_REACHED' },
        { limit: 'assistant-all', subject: 'all', reason: 'ASSISTANT_BUDGET_SPENT' },
      ],
      async () => {
        const pieces = callServerStream(
          deps.message,
          MessageService.service.SuggestText,
          {
            owner,
            ...body,
            // A type the assistant does not know is written for as a blank letter (the message service's default).
            messageType: closedValue(MESSAGE_TYPES, body.messageType, MESSAGE_TYPE_ALIASES) ?? undefined,
          },
          grpcOptions(request, SUGGESTION_DEADLINE_MS),
        )[Symbol.asyncIterator]();
        return { pieces, first: await pieces.next() };
      },
    );
    const line = (piece: SuggestionPiece) => `${JSON.stringify(piece)}\n`;
    const language = request.language;
    const stream = Readable.from(
      (async function* () {
        try {
          if (!first.done) yield line({ text: first.value.text });
          for (let next = await pieces.next(); !next.done; next = await pieces.next()) {
            yield line({ text: next.value.text });
          }
          yield line({ done: true });
        } catch (error) {
          const reason = (error as AppError).reason ?? '';
          request.log.warn({ reason }, 'suggestion interrupted');
          yield line({ error: translate(isMessageKey(reason) ? reason : 'ASSISTANT_UNAVAILABLE', language) });
        } finally {
          // A sender who closes the panel stops the provider too.
          await pieces.return?.(undefined);
        }
      })(),
    );
    return reply
      .header('content-type', 'application/x-ndjson; charset=utf-8')
      .header('cache-control', 'no-store')
      .send(stream);
  });
}
