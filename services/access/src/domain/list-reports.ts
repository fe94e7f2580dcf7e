import { findOpenReports } from '../db/report-repository.ts';
import type { AccessDeps } from './deps.ts';

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
