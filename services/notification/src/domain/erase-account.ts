import type { NotificationDb } from '../db/client.ts';
import { deleteEmailLogsOf } from '../db/email-log-repository.ts';
import { deleteJournaledOf } from '../db/journaled-email-repository.ts';
import { deleteLettersOf } from '../db/postal-letter-repository.ts';
import { deleteSmsLogsOf } from '../db/sms-log-repository.ts';

/**
 * auth.user.deleted → what notification logged about the sender goes (ids and statuses: it never stores an
 * address or a text), with the sent-mail journal's rows of those e-mails, in one transaction. What concerns the messages they chose to have delivered still stays
 * (their recipient's e-mail, their letter), so those go out once and their bounces still find their e-mail.
 */
export function eraseAccount(
  deps: { db: NotificationDb },
  erasure: { userId: string; deliverMessageIds: readonly string[] },
): Promise<{ emails: number; sms: number; letters: number }> {
  const { userId, deliverMessageIds: kept } = erasure;
  return deps.db.$transaction(async (tx) => {
    await deleteJournaledOf(tx, userId, kept);
    return {
      emails: await deleteEmailLogsOf(tx, userId, kept),
      sms: await deleteSmsLogsOf(tx, userId),
      letters: await deleteLettersOf(tx, userId, kept),
    };
  });
}
