import { type Language } from '@app/platform/i18n/catalogue';
import { textsIn } from './texts.ts';
import { renderEmail, type RenderedEmail } from './render-email.ts';

export type ContactInvitationEmailInput = {
  /** The sender's language: we know nothing of the contact's but what the sender gave us. */
  language: Language;
  contactName: string;
  senderName: string;
  url: string;
};

/** The trusted contact's invitation to the role: who asks and what it means, nothing of the message. */
export function contactInvitationEmail(input: ContactInvitationEmailInput): RenderedEmail {
  const t = textsIn(input.language, 'emails');
  const sender = input.senderName;
  return renderEmail({
    language: input.language,
    subject: t('contactInvitation.subject', { sender }),
    greeting: t('layout.greeting', { name: input.contactName }),
    paragraphs: [
      t('contactInvitation.intro', { sender }),
      t('contactInvitation.role', { sender }),
      t('contactInvitation.ask', { sender }),
    ],
    action: { label: t('contactInvitation.action'), url: input.url },
    footnotes: [t('contactInvitation.messageStaysPrivate'), t('contactInvitation.ignore', { sender })],
  });
}
