import type { Logger } from '@app/platform/logger';
import { contactCheckEmail } from '../templates/contact-check-emails.ts';
import { isGone, toLanguage, type MessageMailDeps } from './message-mail-deps.ts';
import { publicLinkWithFragment } from './public-link.ts';
import { sendOnce, type Composed, USER_GONE } from './send-once.ts';

/**
 * The question to a proof-of-life message's trusted contact, once per event. Who they are comes from the
 * message service and the link's token from the scheduler, both at the moment of sending; the token rides in
 * the link's fragment and only answers this question (never a sender's check-in).
 */
export async function sendContactCheck(
  deps: MessageMailDeps,
  check: { eventId: string; checkInId: string; messageId: string; userId: string },
  logger: Logger,
): Promise<void> {
  await sendOnce(
    deps,
    { eventId: check.eventId, kind: 'contact_check', userId: check.userId },
    async (): Promise<Composed> => {
      let link;
      let found;
      let sender;
      try {
        link = await deps.scheduler.IssueContactLink({ checkInId: check.checkInId });
        found = await deps.message.GetTrustedContact({ messageId: check.messageId });
        sender = (await deps.auth.GetUser({ userId: check.userId })).user;
      } catch (error) {
        if (isGone(error)) return { skip: 'GONE' };
        throw error;
      }
      // Queued past its moment (the sender answered, the message was deleted): nothing to ask any more.
      if (link.switch?.state !== 'awaiting_contact' || !link.switch.nextCheckInAt) {
        return { skip: 'SWITCH_CLOSED' };
      }
      if (!sender || !found.contact) return { skip: USER_GONE };
      const email = contactCheckEmail({
        language: toLanguage(sender.language),
        contactName: found.contact.name,
        senderName: sender.fullName || sender.username,
        respondBy: new Date(link.switch.nextCheckInAt),
        timeZone: link.timeZone,
        url: publicLinkWithFragment(deps.publicUrl, '/proof-of-life/contact', { token: link.token }),
      });
      return { to: found.contact.email, email };
    },
    logger,
  );
}
