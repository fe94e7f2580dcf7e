import { AppError } from '@app/platform/errors';
import { isReportReason, REPORT_DETAILS_MAX } from '@app/proto/rules/reports';
import { hold } from '../db/access-state-repository.ts';
import { insertReport } from '../db/report-repository.ts';
import type { AccessDeps } from './deps.ts';
import { grantedMessage } from './granted-message.ts';

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
