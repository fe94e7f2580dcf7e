import type { NotificationDb } from './client.ts';

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
    const emails = await tx.emailLog.deleteMany({
      where: { userId, OR: [{ aboutMessageId: null }, { aboutMessageId: { notIn: kept } }] },
    });
    const sms = await tx.smsLog.deleteMany({ where: { userId } });
    const letters = await tx.postalLetter.deleteMany({ where: { userId, messageId: { notIn: kept } } });
    return { emails: emails.count, sms: sms.count, letters: letters.count };
  });
}
