import { postalLetter, postalLetterList } from '@app/proto/api/admin';
import { AppError } from '@app/platform/errors';
import { LETTER_STATUSES } from '@app/proto/rules/postal-letter';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BffDeps } from '../deps.ts';
import { grpcOptions } from '../plugins/request-trace.ts';
import { requireAdmin } from '../plugins/session.ts';
import { checkedAnswer } from './checked-answer.ts';
import { letterView } from '../views/postal-letter-view.ts';
import { parseBody } from './parse-body.ts';

const listQuery = z.object({ status: z.enum(['', ...LETTER_STATUSES]).default('') });
const idParams = z.object({ id: z.uuid() });
// The admin's steps; the notification service decides which one may follow which.
const statusBody = z.object({ status: z.enum(['printed', 'posted', 'returned']) });

function letterId(request: FastifyRequest): string {
  const parsed = idParams.safeParse(request.params);
  if (!parsed.success) throw new AppError('NOT_FOUND', 'bad id', { reason: 'LETTER_NOT_FOUND' });
  return parsed.data.id;
}

/** The admin's postal queue (docs/postal-api.md): list, print-ready PDF, and each step a letter takes. */
export function registerPostalLetterRoutes(app: FastifyInstance, deps: BffDeps): void {
  const call = (request: FastifyRequest) => grpcOptions(request, deps.config.GRPC_DEADLINE_MS);

  app.get('/api/admin/postal-letters', async (request, reply) => {
    await requireAdmin(deps, request, reply);
    const query = listQuery.safeParse(request.query ?? {});
    if (!query.success) throw new AppError('INVALID_ARGUMENT', 'bad status', { reason: 'BAD_REQUEST' });
    const { letters } = await deps.notification.ListPostalLetters(
      { status: query.data.status || undefined, limit: 200 },
      call(request),
    );
    return checkedAnswer(postalLetterList, { letters: letters.map(letterView) });
  });

  app.get('/api/admin/postal-letters/:id/letter.pdf', async (request, reply) => {
    await requireAdmin(deps, request, reply);
    const { pdf, fileName } = await deps.notification.RenderPostalLetter(
      { letterId: letterId(request) },
      // Rendering reads the message and draws the pages: more than a plain call's deadline.
      grpcOptions(request, deps.config.GRPC_DEADLINE_MS + 10_000),
    );
    // It carries an access code (and maybe the text): kept by no cache, opened only as a download.
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(pdf);
  });

  app.post('/api/admin/postal-letters/:id/status', async (request, reply) => {
    await requireAdmin(deps, request, reply);
    const id = letterId(request);
    const { status } = parseBody(statusBody, request);
    return checkedAnswer(
      postalLetter,
      letterView(await deps.notification.SetPostalLetterStatus({ letterId: id, status }, call(request))),
    );
  });
}
