import { AppError } from '@app/platform/errors';
import { writeEvent } from '@app/platform/outbox';
import type { ReportResolution } from '@app/proto/rules/reports';
import { destroyOnce, releaseHold } from '../db/access-state-repository.ts';
import { findReport, resolveReportsOf } from '../db/report-repository.ts';
import type { AccessDeps } from './deps.ts';

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
