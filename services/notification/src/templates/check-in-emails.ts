import { type Language } from '@app/platform/i18n/catalogue';
import { textsIn } from './texts.ts';
import { formatDate } from './dates.ts';
import { renderEmail, type RenderedEmail } from './render-email.ts';

export type CheckInEmailInput = {
  language: Language;
  /** The sender's name. */
  name: string;
  recipient: string;
  /** Check-ins in a row already unanswered before this one (0-2). */
  missed: number;
  /** When this one counts as unanswered (not for a test). */
  answerBy: Date | null;
  timeZone: string;
  /** Asked for by the sender to try the path. */
  test: boolean;
  /** Three went unanswered: this is the last e-mail before the message goes. */
  lastChance: boolean;
  /** A dated message's date: it goes out then whatever the answers (null for proof of life). */
  deliverAt: Date | null;
  /** Sent to the sender's backup address: it says why it came there. */
  backup?: boolean;
  url: string;
};

/** What the e-mail says, in order: a test says so first; a dated message promises its date. */
function paragraphsOf(input: CheckInEmailInput): string[] {
  const t = textsIn(input.language, 'emails');
  const date = (instant: Date) => formatDate(instant, input.language, input.timeZone);
  const recipient = input.recipient;
  const paragraphs: string[] = input.test ? [t('checkIn.test')] : [];
  if (input.backup) paragraphs.push(t('checkIn.backup'));
  if (input.deliverAt) {
    return [
      ...paragraphs,
      t('checkIn.dated', { recipient, date: date(input.deliverAt) }),
      t('checkIn.options'),
    ];
  }
  paragraphs.push(t('checkIn.intro', { recipient }));
  if (!input.test) {
    if (input.lastChance) paragraphs.push(t('checkIn.lastChance'));
    else if (input.missed === 1) paragraphs.push(t('checkIn.missedOne'));
    else if (input.missed >= 2) paragraphs.push(t('checkIn.missedTwo'));
    if (input.answerBy) paragraphs.push(t('checkIn.answerBy', { date: date(input.answerBy) }));
  }
  return [...paragraphs, t('checkIn.options')];
}

/**
 * The proof-of-life check-in, in the sender's language. Recurring mail, so it names where the mailbox's
 * unsubscribe button leads: this check-in's own page, which asks. Never one-click: a switch is not disarmed by a
 * button a provider presses without asking (and its cancelling would be nobody's answer).
 */
export function checkInEmail(input: CheckInEmailInput): RenderedEmail {
  const t = textsIn(input.language, 'emails');
  const recipient = input.recipient;
  const subject =
    input.lastChance && !input.test
      ? t('checkIn.subjectLastChance', { recipient })
      : input.test
        ? t('checkIn.subjectTest', { recipient })
        : t('checkIn.subject', { recipient });
  const email = renderEmail({
    language: input.language,
    subject,
    greeting: t('layout.greeting', { name: input.name }),
    paragraphs: paragraphsOf(input),
    action: { label: t('checkIn.action'), url: input.url },
    footnotes: [t('checkIn.note')],
  });
  return { ...email, unsubscribe: { url: input.url, oneClick: false } };
}
