import type { Logger } from '@app/platform/logger';
import { isOpenLifeProofState } from '@app/proto/rules/life-proof';
import { contactInvitationEmail } from '../templates/contact-invitation-emails.ts';
import { isGone, toLanguage, type MessageMailDeps } from './message-mail-deps.ts';
import { publicLinkWithFragment } from './public-link.ts';
import { sendOnce, type Composed, USER_GONE } from './send-once.ts';

/**
 * The trusted contact's invitation to the role, once per event. Who they are comes from the message service
 * and the link's token from the scheduler, both at the moment of sending; the token rides in the link's
 * fragment and only answers the invitation.
 */
export async function sendContactInvitation(
  deps: MessageMailDeps,
  invitation: { eventId: string; messageId: string; userId: string },
  logger: Logger,
): Promise<void> {
  await sendOnce(
    deps,
    {
      eventId: invitation.eventId,
      kind: 'contact_invitation',
      userId: invitation.userId,
      aboutMessageId: invitation.messageId,
    },
    async (): Promise<Composed> => {
      let link;
      let found;
      let sender;
      try {
        link = await deps.scheduler.IssueContactInvitationLink({ messageId: invitation.messageId });
        found = await deps.message.GetTrustedContact({ messageId: invitation.messageId });
        sender = (await deps.auth.GetUser({ userId: invitation.userId })).user;
      } catch (error) {
        if (isGone(error)) return { skip: 'GONE' };
        throw error;
      }
      // Queued past the switch's end (the message went, or was deleted): there is no role left to take.
      if (!isOpenLifeProofState(link.switch?.state ?? '')) return { skip: 'SWITCH_CLOSED' };
      if (!sender || !found.contact) return { skip: USER_GONE };
      const email = contactInvitationEmail({
        language: toLanguage(sender.language),
        contactName: found.contact.name,
        senderName: sender.fullName || sender.username,
        url: publicLinkWithFragment(deps.publicUrl, '/trusted-contact', { token: link.token }),
      });
      return { to: found.contact.email, email };
    },
    logger,
  );
}
