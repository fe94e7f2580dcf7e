import { AppError } from '@app/platform/errors';
import { isReportReason, REPORT_DETAILS_MAX, type ReportResolution } from '@app/proto/rules/reports';
import { destroyOnce, hold, releaseHold } from '../db/access-state-repository.ts';
import { findOpenReports, findReport, insertReport, resolveReportsOf } from '../db/report-repository.ts';
import { writeEvent } from '@app/platform/outbox';
import type { AccessDeps } from './deps.ts';
import { grantedMessage } from './granted-actions.ts';

export type ReportInput = { reason: string; details: string; shareContent: boolean };

/**
 * A reader who opened the message reports it: from this commit it opens for nobody (the reporter included)
 * until an admin releases it or deletes it. Only with the grant its reading gave: whoever merely holds a code
 * cannot silence a message they never read.
 */
export async function reportMessage(
  deps: AccessDeps,
  accessCode: string,
  grant: string,
  input: ReportInput,
): Promise<void> {
  if (!isReportReason(input.reason)) {
    throw new AppError('INVALID_ARGUMENT', 'unknown report reason', {
      reason: 'REPORT_REASON_REQUIRED',
      field: 'reason',
    });
  }
  const details = input.details.trim();
  if ([...details].length > REPORT_DETAILS_MAX) {
    throw new AppError('INVALID_ARGUMENT', 'report details too long', {
      reason: 'REPORT_DETAILS_TOO_LONG',
      field: 'details',
    });
  }
  const message = await grantedMessage(deps, accessCode, grant);
  await deps.db.$transaction(async (tx) => {
    await insertReport(tx, {
      messageId: message.messageId,
      senderUserId: message.userId,
      reason: input.reason,
      details,
      shareContent: input.shareContent,
    });
    await hold(tx, message.messageId, deps.now());
  });
  deps.audit({ outcome: 'REPORTED', messageId: message.messageId, attempts: 0 });
}

/** How many open reports one admin page shows. */
const PAGE = 100;

/**
 * The reports an admin has to decide, oldest first, with what the message service says of each message: its
 * subject, text and sender only where the reporter chose to share them.
 */
export async function listOpenReports(deps: AccessDeps) {
  const reports = await findOpenReports(deps.db, PAGE);
  return Promise.all(
    reports.map(async (report) => {
      const shared = report.shareContent
        ? await deps.message.OpenForRecipient({ messageId: report.messageId }).catch(() => null)
        : null;
      return {
        id: report.id,
        messageId: report.messageId,
        senderUserId: report.senderUserId,
        reason: report.reason,
        details: report.details,
        shareContent: report.shareContent,
        createdAt: report.createdAt.toISOString(),
        subject: shared?.subject ?? '',
        content: shared?.content ?? '',
        senderName: shared && !shared.isAnonymous ? shared.senderName : '',
        isAnonymous: shared?.isAnonymous ?? false,
      };
    }),
  );
}

/**
 * An admin decides: `release` opens the message again; `delete` closes it for good, as its recipient deleting it
 * would (the message service deletes it and tells the sender). Every open report of that message is decided.
 */
export async function resolveReport(
  deps: AccessDeps,
  reportId: string,
  resolution: ReportResolution,
): Promise<void> {
  const report = await findReport(deps.db, reportId);
  if (!report) throw new AppError('NOT_FOUND', 'no such report', { reason: 'REPORT_NOT_FOUND' });
  if (report.resolvedAt) return;
  const at = deps.now();
  await deps.db.$transaction(async (tx) => {
    await resolveReportsOf(tx, report.messageId, resolution === 'release' ? 'released' : 'deleted', at);
    if (resolution === 'release') {
      await releaseHold(tx, report.messageId);
    } else if (await destroyOnce(tx, report.messageId, at)) {
      await writeEvent(tx, 'access.message.deleted_by_recipient', {
        messageId: report.messageId,
        userId: report.senderUserId,
      });
    }
  });
  if (resolution === 'delete') deps.eventsWritten();
}
