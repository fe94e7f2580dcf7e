import { AppError } from '@app/platform/errors';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

/** Checks a body's shape (zod); a body of the wrong shape is a 400 in the user's language, never a 500. */
export function parseBody<T extends z.ZodType>(schema: T, request: FastifyRequest): z.infer<T> {
  const result = schema.safeParse(request.body ?? {});
  if (!result.success) throw new AppError('INVALID_ARGUMENT', 'malformed body', { reason: 'BAD_REQUEST' });
  return result.data;
}
