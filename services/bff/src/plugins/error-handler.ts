import { AppError } from '@app/platform/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { isMessageKey, translate, type MessageKey } from '../i18n/messages.ts';
import { waitInWords } from '../i18n/wait-in-words.ts';

const keyByCode: Partial<Record<AppError['code'], MessageKey>> = {
  UNAUTHENTICATED: 'NOT_SIGNED_IN',
  RESOURCE_EXHAUSTED: 'RATE_LIMITED',
  UNAVAILABLE: 'UNAVAILABLE',
  DEADLINE_EXCEEDED: 'UNAVAILABLE',
  INVALID_ARGUMENT: 'BAD_REQUEST',
  PERMISSION_DENIED: 'CROSS_SITE_REFUSED',
};

/** Reasons whose HTTP status says more than their code's: a link that has ended is gone, not in conflict. */
// A recipient's refusal is final for this message (403): no retry, unlike a precondition met later (409).
const statusByReason: Partial<Record<MessageKey, number>> = {
  CHECK_IN_LINK_ENDED: 410,
  RECIPIENT_DECLINED: 403,
  RECIPIENT_DECLINED_ANONYMOUS: 403,
};

/**
 * One mapping from service errors to HTTP: status from the error's code, body in the spec's shape
 * `{ message }` (plus `field` when one input is at fault), in the language the client asked for.
 * Unexpected errors are logged and answered with a generic message; internals never reach the client.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    const appError = toAppError(error);
    if (appError.code === 'INTERNAL') request.log.error({ err: error }, 'request failed');
    else if (appError.code === 'UNAVAILABLE' || appError.code === 'DEADLINE_EXCEEDED') {
      request.log.warn({ err: error }, 'upstream unavailable');
    }
    const key: MessageKey = isMessageKey(appError.reason)
      ? appError.reason
      : (keyByCode[appError.code] ?? 'INTERNAL');
    if (appError.retryAfterSeconds !== undefined)
      reply.header('Retry-After', String(appError.retryAfterSeconds));
    const body: { message: string; field?: string } = {
      message: translate(key, request.language, {
        wait: waitInWords(appError.retryAfterSeconds ?? 0, request.language),
      }),
    };
    if (appError.field) body.field = appError.field;
    return reply.status(statusByReason[key] ?? appError.httpStatus).send(body);
  });
}

function toAppError(error: FastifyError | AppError | Error): AppError {
  if (error instanceof AppError) return error;
  const fastifyError = error as FastifyError;
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return new AppError('INVALID_ARGUMENT', error.message, { reason: 'JSON_REQUIRED' });
  }
  if (fastifyError.statusCode && fastifyError.statusCode >= 400 && fastifyError.statusCode < 500) {
    // Malformed JSON, a body too large, an empty JSON body and the like.
    return new AppError('INVALID_ARGUMENT', error.message, { reason: 'BAD_REQUEST' });
  }
  return new AppError('INTERNAL', error.message, { cause: error });
}
