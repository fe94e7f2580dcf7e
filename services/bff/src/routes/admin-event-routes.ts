import { AppError } from '@app/platform/errors';
import type { CallOptions } from '@app/platform/grpc-client';
import {
  DEAD_LETTER_SERVICES,
  deadLetterRetried,
  deadLetters as deadLettersAnswer,
  outboxRedriven,
  outboxRedriveRequest,
  REDRIVE_SERVICES,
  type DeadLetters,
  type DeadLetterService,
  type RedriveService,
} from '@app/proto/api/admin';
import type { ListDeadLettersRequest } from '@app/proto/gen/app/common/v1/ListDeadLettersRequest.ts';
import type { ListDeadLettersResponse__Output } from '@app/proto/gen/app/common/v1/ListDeadLettersResponse.ts';
import type { RedriveOutboxRequest } from '@app/proto/gen/app/common/v1/RedriveOutboxRequest.ts';
import type { RedriveOutboxResponse__Output } from '@app/proto/gen/app/common/v1/RedriveOutboxResponse.ts';
import type { RetryDeadLetterRequest } from '@app/proto/gen/app/common/v1/RetryDeadLetterRequest.ts';
import type { RetryDeadLetterResponse__Output } from '@app/proto/gen/app/common/v1/RetryDeadLetterResponse.ts';
import { redriveAllowed } from '@app/proto/rules/redrive';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BffDeps } from '../deps.ts';
import { grpcOptions } from '../plugins/request-trace.ts';
import { requireAdmin } from '../plugins/session.ts';
import { checkedAnswer } from './checked-answer.ts';
import { parseBody } from './parse-body.ts';

/** The calls every consuming service answers alike (app/common/v1/event_admin.proto). */
type DeadLetterClient = {
  ListDeadLetters(
    request: ListDeadLettersRequest,
    options?: CallOptions,
  ): Promise<ListDeadLettersResponse__Output>;
  RetryDeadLetter(
    request: RetryDeadLetterRequest,
    options?: CallOptions,
  ): Promise<RetryDeadLetterResponse__Output>;
};
type RedriveClient = {
  RedriveOutbox(request: RedriveOutboxRequest, options?: CallOptions): Promise<RedriveOutboxResponse__Output>;
};

const deadLettersQuery = z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) });
const retryParams = z.object({ service: z.enum(DEAD_LETTER_SERVICES), id: z.uuid() });
const instant = z.iso.datetime({ offset: true });

// A re-drive updates up to a month of a service's outbox rows in one statement: longer than a plain call. A
// service that answers after it is reported as not answering; asking again doubles nothing.
const REDRIVE_EXTRA_MS = 25_000;
// A retry runs the consumer's handler, which may call its peers.
const RETRY_EXTRA_MS = 10_000;

type DeadLetterEntry = DeadLetters['deadLetters'][number];

/**
 * The admin's view of the events the services set aside, and the way to send events again (docs/admin-api.md,
 * "Dead letters and re-drive"): every service is asked, and one that does not answer is named, never failing
 * the rest.
 */
export function registerAdminEventRoutes(app: FastifyInstance, deps: BffDeps): void {
  const deadLetterClients: Record<DeadLetterService, DeadLetterClient & RedriveClient> = {
    message: deps.message,
    access: deps.access,
    media: deps.media,
    payment: deps.payment,
    notification: deps.notification,
    scheduler: deps.scheduler,
  };
  const redriveClients: Record<RedriveService, RedriveClient> = { ...deadLetterClients, auth: deps.auth };

  app.get('/api/admin/dead-letters', async (request, reply) => {
    await requireAdmin(deps, request, reply);
    const query = deadLettersQuery.safeParse(request.query ?? {});
    if (!query.success)
      throw new AppError('INVALID_ARGUMENT', 'bad dead-letters query', { reason: 'BAD_REQUEST' });
    const { limit } = query.data;
    const options = grpcOptions(request, deps.config.GRPC_DEADLINE_MS);
    const answers = await Promise.all(
      DEAD_LETTER_SERVICES.map((service) =>
        deadLetterClients[service].ListDeadLetters({ limit }, options).then(
          (answer) => ({ service, answer }),
          (error: unknown) => {
            request.log.warn({ err: error, service }, 'dead letters unavailable');
            return { service, answer: null };
          },
        ),
      ),
    );
    const entries: DeadLetterEntry[] = answers.flatMap(({ service, answer }) =>
      (answer?.deadLetters ?? []).map((letter) => ({
        id: letter.id,
        service,
        consumer: letter.consumer,
        subject: letter.subject,
        streamSequence: Number(letter.streamSequence),
        eventType: letter.eventType,
        eventId: letter.eventId,
        attempts: letter.attempts,
        error: letter.lastError,
        setAsideAt: letter.setAsideAt,
        retriedAt: letter.retriedAt || null,
      })),
    );
    return checkedAnswer(deadLettersAnswer, {
      waiting: answers.reduce((sum, { answer }) => sum + (answer?.waiting ?? 0), 0),
      deadLetters: entries
        .sort((a, b) => Date.parse(b.setAsideAt) - Date.parse(a.setAsideAt))
        .slice(0, limit),
      unavailable: answers.filter(({ answer }) => answer === null).map(({ service }) => service),
    });
  });

  app.post('/api/admin/dead-letters/:service/:id/retry', async (request, reply) => {
    await requireAdmin(deps, request, reply);
    const params = retryParams.safeParse(request.params);
    if (!params.success)
      throw new AppError('NOT_FOUND', 'bad dead letter', { reason: 'DEAD_LETTER_NOT_FOUND' });
    const { service, id } = params.data;
    const { retriedAt } = await deadLetterClients[service].RetryDeadLetter(
      { id },
      grpcOptions(request, deps.config.GRPC_DEADLINE_MS + RETRY_EXTRA_MS),
    );
    return checkedAnswer(deadLetterRetried, { retriedAt });
  });

  app.post('/api/admin/outbox-redrive', async (request, reply) => {
    await requireAdmin(deps, request, reply);
    const { since: given } = parseBody(outboxRedriveRequest, request);
    if (!instant.safeParse(given).success)
      throw new AppError('INVALID_ARGUMENT', 'since is no instant', {
        reason: 'REDRIVE_SINCE_INVALID',
        field: 'since',
      });
    const since = new Date(given);
    // Refused here before any service is asked, so no re-drive is refused half-way (each service checks too).
    if (!redriveAllowed(since, new Date()))
      throw new AppError('INVALID_ARGUMENT', 're-drive beyond the window', {
        reason: 'REDRIVE_TOO_OLD',
        field: 'since',
      });
    const options = grpcOptions(request, deps.config.GRPC_DEADLINE_MS + REDRIVE_EXTRA_MS);
    const services = await Promise.all(
      REDRIVE_SERVICES.map((service) =>
        redriveClients[service].RedriveOutbox({ since: since.toISOString() }, options).then(
          ({ events }) => ({ service, events }),
          (error: unknown) => {
            request.log.warn({ err: error, service }, 'outbox re-drive not answered');
            return { service, events: null };
          },
        ),
      ),
    );
    request.log.info({ since: since.toISOString(), services }, 'outbox re-driven by an admin');
    return checkedAnswer(outboxRedriven, { since: since.toISOString(), services });
  });
}
