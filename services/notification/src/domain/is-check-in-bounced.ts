import { z } from 'zod';
import { hasBouncedCheckIn } from '../db/email-log-repository.ts';
import type { MailDeps } from './send-once.ts';

const question = z.object({
  messageId: z.uuid(),
  userId: z.uuid(),
  channel: z.enum(['email', 'backup_email']),
});

/**
 * The scheduler's check of a `notification.check_in.bounced` against this service's own log: a bounce changes
 * a switch (its timeline, a check-in rerouted to the backup address), so an event alone, which anyone with
 * notification's NATS identity could write, is not enough. Anything malformed is no bounce.
 */
export async function isCheckInBounced(
  deps: Pick<MailDeps, 'db'>,
  request: { messageId: string; userId: string; channel: string },
): Promise<boolean> {
  const parsed = question.safeParse(request);
  if (!parsed.success) return false;
  const { messageId, userId, channel } = parsed.data;
  return hasBouncedCheckIn(deps.db, {
    messageId,
    userId,
    kind: channel === 'email' ? 'check_in' : 'check_in_backup',
  });
}
