import type { Logger } from '@app/platform/logger';
import { armedReviewEmail } from '../templates/armed-review-emails.ts';
import { isGone, toLanguage, type MessageMailDeps } from './message-mail-deps.ts';
import { publicLinkWithFragment } from './public-link.ts';
import { sendOnce, type Composed, USER_GONE } from './send-once.ts';

/**
 * A sender's twice-yearly review of what they have armed, once per event: the list and the link's token come
 * from the scheduler, each message's recipient from the message service, all at the moment of sending.
 */
export async function sendArmedReview(
  deps: MessageMailDeps,
  review: { eventId: string; userId: string },
  logger: Logger,
): Promise<void> {
  await sendOnce(
    deps,
    { eventId: review.eventId, kind: 'armed_review', userId: review.userId },
    async (): Promise<Composed> => {
      let link;
      let sender;
      const armed = [];
      try {
        link = await deps.scheduler.IssueReviewLink({ userId: review.userId });
        sender = (await deps.auth.GetUser({ userId: review.userId })).user;
        for (const found of link.switches) {
          const envelope = await deps.message.GetDeliveryEnvelope({ messageId: found.messageId });
          armed.push({
            recipient: envelope.recipient,
            nextCheckInAt: found.nextCheckInAt ? new Date(found.nextCheckInAt) : null,
          });
        }
      } catch (error) {
        if (isGone(error)) return { skip: 'GONE' };
        throw error;
      }
      if (!sender) return { skip: USER_GONE };
      // Everything ended while the review waited in the queue: nothing to review.
      if (armed.length === 0) return { skip: 'NOTHING_ARMED' };
      const email = armedReviewEmail({
        language: toLanguage(sender.language),
        name: sender.fullName || sender.username,
        timeZone: sender.timeZone,
        armed,
        url: publicLinkWithFragment(deps.publicUrl, '/proof-of-life/review', { token: link.token }),
      });
      return { to: sender.email, email };
    },
    logger,
  );
}
