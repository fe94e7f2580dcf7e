import { z } from 'zod';
import { hasBouncedCheckIn } from '../db/email-log-repository.ts';
import type { MailDeps } from './send-once.ts';

const question = z.object({
  messageId: z.uuid(),
  userId: z.uuid(),
  channel: z.enum(['email', 'backup_email', 'contact_invitation']),
  sentSince: z.union([z.literal(''), z.iso.datetime({ offset: true })]).default(''),
});

const kinds = {
  email: 'check_in',
  backup_email: 'check_in_backup',
  contact_invitation: 'contact_invitation',
} as const;

/**
 * The scheduler's check of a `notification.check_in.bounced` against this service's own log: a bounce changes
 * a switch (its timeline, a check-in rerouted to the backup address), so an event alone, which anyone with
 * notification's NATS identity could write, is not enough; likewise a trusted contact's invitation, whose bounce
 * marks the sender's card (only one sent since the invitation was renewed: a previous contact's bounce is not
 * the new one's). Anything malformed is no bounce.
 */
export async function isCheckInBounced(
  deps: Pick<MailDeps, 'db'>,
  request: { messageId: string; userId: string; channel: string; sentSince?: string },
): Promise<boolean> {
  const parsed = question.safeParse(request);
  if (!parsed.success) return false;
  const { messageId, userId, channel, sentSince } = parsed.data;
  return hasBouncedCheckIn(deps.db, {
    messageId,
    userId,
    kind: kinds[channel],
    sentSince: sentSince ? new Date(sentSince) : null,
  });
}
