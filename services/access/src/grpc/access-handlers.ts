import { deadLetterList, type EventAdminDeps } from '@app/platform/event-admin';
import { listDeadLetters } from '../domain/list-dead-letters.ts';
import { retryDeadLetter } from '../domain/retry-dead-letter.ts';
import { redriveOutbox } from '../domain/redrive-outbox.ts';
import { AppError } from '@app/platform/errors';
import { given, knownValue } from '@app/proto/rules/proto-enum';
import { REPORT_RESOLUTIONS } from '@app/proto/rules/reports';
import type { AsyncHandlers } from '@app/platform/grpc-server';
import type { AccessServiceDefinition } from '@app/proto/gen/app/access/v1/AccessService.ts';
import {
  MAX_QUESTIONS,
  TYPED_ANSWER_MAX_LENGTH,
  TYPED_CODE_MAX_LENGTH,
} from '@app/proto/rules/security-levels';
import { z } from 'zod';
import type { AccessDeps } from '../domain/deps.ts';
import { deleteByAccess } from '../domain/delete-by-access.ts';
import { describeAccess } from '../domain/describe-access.ts';
import { reactionsFor } from '../domain/get-reactions.ts';
import { isDestroyed } from '../domain/is-destroyed.ts';
import { isGrantLive } from '../domain/is-grant-live.ts';
import { listOpenReports } from '../domain/list-reports.ts';
import { markSeen } from '../domain/mark-read.ts';
import { previewMessage } from '../domain/preview-message.ts';
import { react } from '../domain/react-to-message.ts';
import { reportMessage } from '../domain/report-message.ts';
import { requestChoicesLink } from '../domain/request-choices-link.ts';
import { resolveReport } from '../domain/resolve-report.ts';
import { verifyMessage } from '../domain/verify-message.ts';

// Bounds on what a caller may send: a typed code, no more answers than a message asks, each of a sane length.
const code = (value: string) => value.slice(0, TYPED_CODE_MAX_LENGTH);
const answers = (values: string[]) =>
  values.slice(0, MAX_QUESTIONS).map((a) => a.slice(0, TYPED_ANSWER_MAX_LENGTH));
const isUuid = (value: string) => z.uuid().safeParse(value).success;

/** Thin mapping between the AccessService contract and the use cases. */
export function accessHandlers(deps: AccessDeps & EventAdminDeps): AsyncHandlers<AccessServiceDefinition> {
  return {
    async DescribeAccess(request) {
      return describeAccess(deps, code(request.accessCode));
    },
    async PreviewMessage(request) {
      return previewMessage(deps, code(request.accessCode), answers(request.answers));
    },
    async VerifyMessage(request) {
      return verifyMessage(deps, code(request.accessCode), answers(request.answers), request.grant, {
        grantOnly: request.grantOnly,
      });
    },
    async MarkRead(request) {
      await markSeen(deps, code(request.accessCode), request.grant);
      return {};
    },
    async ReactToMessage(request) {
      return react(deps, code(request.accessCode), request.grant, given(request.reaction));
    },
    async DeleteByAccess(request) {
      await deleteByAccess(deps, code(request.accessCode), request.grant);
      return {};
    },
    async ReportMessage(request) {
      await reportMessage(deps, code(request.accessCode), request.grant, {
        reason: request.reason,
        details: request.details,
        shareContent: request.shareContent,
      });
      return {};
    },
    async RequestChoicesLink(request) {
      return requestChoicesLink(deps, code(request.accessCode), request.grant);
    },
    async ListReports() {
      return { reports: await listOpenReports(deps) };
    },
    async ResolveReport(request) {
      const resolution = knownValue(REPORT_RESOLUTIONS, request.resolution);
      if (!isUuid(request.reportId) || !resolution) {
        throw new AppError('NOT_FOUND', 'no such report or decision', { reason: 'REPORT_NOT_FOUND' });
      }
      await resolveReport(deps, request.reportId, resolution);
      return {};
    },
    async GetReactions(request) {
      return { reactions: await reactionsFor(deps, request.messageIds.filter(isUuid).slice(0, 500)) };
    },
    async IsDestroyed(request) {
      if (!isUuid(request.messageId)) return { destroyed: false };
      return { destroyed: await isDestroyed(deps, request.messageId) };
    },
    async IsGrantLive(request) {
      if (!isUuid(request.messageId) || !request.grant) return { live: false };
      return { live: await isGrantLive(deps, request.grant, request.messageId) };
    },
    async ListDeadLetters(request) {
      return deadLetterList(await listDeadLetters(deps, request.limit));
    },
    async RetryDeadLetter(request) {
      return { retriedAt: (await retryDeadLetter(deps, request.id)).toISOString() };
    },
    async RedriveOutbox(request) {
      return { events: await redriveOutbox(deps, request.since) };
    },
  };
}
