import { AppError } from '@app/platform/errors';
import { mailOutcomes } from '@app/proto/api/admin';
import { BOUNCE_CAUSES, blocksNeedLook, type BounceCause } from '@app/proto/rules/bounce-causes';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { BffDeps } from '../deps.ts';
import { translate } from '../i18n/messages.ts';
import { grpcOptions } from '../plugins/request-trace.ts';
import { requireAdmin } from '../plugins/session.ts';
import { checkedAnswer } from './checked-answer.ts';

const outcomesQuery = z.object({ days: z.coerce.number().int().min(1).max(30).default(7) });

/**
 * The status tab's mail outcomes (docs/admin-api.md, "GET /api/admin/mail-outcomes"): notification counts them;
 * the bff words the warning about a receiving domain that blocks a worrying share.
 */
export function registerAdminMailOutcomeRoutes(app: FastifyInstance, deps: BffDeps): void {
  app.get('/api/admin/mail-outcomes', async (request, reply) => {
    await requireAdmin(deps, request, reply);
    const query = outcomesQuery.safeParse(request.query ?? {});
    if (!query.success)
      throw new AppError('INVALID_ARGUMENT', 'bad mail-outcomes query', { reason: 'BAD_REQUEST' });
    const outcomes = await deps.notification.GetMailOutcomes(
      query.data,
      grpcOptions(request, deps.config.GRPC_DEADLINE_MS),
    );
    const percent = new Intl.NumberFormat(request.language, { style: 'percent', maximumFractionDigits: 1 });
    return checkedAnswer(mailOutcomes, {
      days: outcomes.days.map(({ day, sent, failed }) => ({
        day,
        sent,
        // Every cause, 0 where none came back; a cause this bff does not know is not shown.
        failed: Object.fromEntries(BOUNCE_CAUSES.map((cause) => [cause, failed[cause] ?? 0])) as Record<
          BounceCause,
          number
        >,
      })),
      domains: outcomes.domains.map((domain) => ({
        ...domain,
        warning: blocksNeedLook(domain)
          ? translate('MAIL_DOMAIN_BLOCKING', request.language, {
              ...domain,
              share: percent.format(domain.blocked / domain.attempted),
            })
          : null,
      })),
    });
  });
}
