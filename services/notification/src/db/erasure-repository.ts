import type { NotificationDb } from './client.ts';
import { deleteEmailLogsOf } from './email-log-repository.ts';

/**
 * A closed account's rows: the logs of every e-mail and SMS about them, and their letters, but for what
 * concerns the messages still to be delivered (their recipient's e-mail, their letter).
 */
export async function deleteRowsOf(
  db: NotificationDb,
  userId: string,
  keptMessageIds: readonly string[],
): Promise<{ emails: number; sms: number; letters: number }> {
  const kept = [...keptMessageIds];
  return db.$transaction(async (tx) => {
    const emails = await deleteEmailLogsOf(tx, userId, kept);
    const sms = await tx.smsLog.deleteMany({ where: { userId } });
    const letters = await tx.postalLetter.deleteMany({ where: { userId, messageId: { notIn: kept } } });
    return { emails, sms: sms.count, letters: letters.count };
  });
}
