import { type Language } from '@app/platform/i18n/catalogue';
import { textsIn } from './texts.ts';
import { formatDateTime } from './dates.ts';
import { renderEmail, type RenderedEmail } from './render-email.ts';

export type ContactCheckEmailInput = {
  /** The sender's language: we know nothing of the contact's but what the sender gave us. */
  language: Language;
  contactName: string;
  senderName: string;
  /** Until when the contact may answer; silent, the message goes then. */
  respondBy: Date;
  timeZone: string;
  url: string;
};

/** The question to a proof-of-life message's trusted contact, before the message goes. */
export function contactCheckEmail(input: ContactCheckEmailInput): RenderedEmail {
  const t = textsIn(input.language, 'emails');
  const sender = input.senderName;
  return renderEmail({
    language: input.language,
    subject: t('contactCheck.subject', { sender }),
    greeting: t('layout.greeting', { name: input.contactName }),
    paragraphs: [
      t('contactCheck.intro', { sender }),
      t('contactCheck.silence'),
      t('contactCheck.ask'),
      t('contactCheck.deadline', {
        date: formatDateTime(input.respondBy, input.language, input.timeZone),
      }),
    ],
    action: { label: t('contactCheck.action'), url: input.url },
    footnotes: [t('contactCheck.linkChangesNothing'), t('contactCheck.messageStaysPrivate')],
  });
}
