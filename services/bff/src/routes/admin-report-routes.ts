import { messageReportList } from '@app/proto/api/admin';
import { knownValue } from '@app/proto/rules/proto-enum';
import { REPORT_REASONS, REPORT_RESOLUTIONS } from '@app/proto/rules/reports';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BffDeps } from '../deps.ts';
import { grpcOptions } from '../plugins/request-trace.ts';
import { requireAdmin } from '../plugins/session.ts';
import { checkedAnswer } from './checked-answer.ts';
import { parseBody } from './parse-body.ts';

const resolveBody = z.object({ resolution: z.enum(REPORT_RESOLUTIONS) });
const reportParams = z.object({ id: z.uuid() });
const suspendBody = z.object({ suspended: z.boolean() });

/** The admin's reports (docs/admin-api.md, "Reports"): the access service keeps them and holds the messages. */
export function registerAdminReportRoutes(app: FastifyInstance, deps: BffDeps): void {
  const call = (request: FastifyRequest) => grpcOptions(request, deps.config.GRPC_DEADLINE_MS);

  app.get('/api/admin/reports', async (request, reply) => {
    await requireAdmin(deps, request, reply);
    const { reports } = await deps.access.ListReports({}, call(request));
    return checkedAnswer(
      messageReportList,
      // Access stores only the form's reasons; a newer one this bff does not know reads as "other".
      reports.map((report) => ({ ...report, reason: knownValue(REPORT_REASONS, report.reason) ?? 'other' })),
    );
  });

  app.post('/api/admin/reports/:id/resolve', async (request, reply) => {
    await requireAdmin(deps, request, reply);
    const { resolution } = parseBody(resolveBody, request);
    const params = reportParams.safeParse(request.params);
    await deps.access.ResolveReport(
      { reportId: params.success ? params.data.id : '', resolution },
      call(request),
    );
    return { success: true };
  });

  // A reported sender suspended (or lifted): auth ends their sessions and refuses their sign-in.
  app.post('/api/admin/senders/:id/suspend', async (request, reply) => {
    await requireAdmin(deps, request, reply);
    const { suspended } = parseBody(suspendBody, request);
    const params = reportParams.safeParse(request.params);
    await deps.auth.SuspendUser({ userId: params.success ? params.data.id : '', suspended }, call(request));
    return { success: true, suspended };
  });
}
