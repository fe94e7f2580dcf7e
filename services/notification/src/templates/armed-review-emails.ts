import { type Language } from '@app/platform/i18n/catalogue';
import { textsIn } from './texts.ts';
import { formatDate } from './dates.ts';
import { renderEmail, type RenderedEmail } from './render-email.ts';

export type ArmedReviewEmailInput = {
  language: Language;
  name: string;
  timeZone: string;
  /** What is armed: each message's recipient, and when its next check-in comes (null when none is planned). */
  armed: { recipient: string; nextCheckInAt: Date | null }[];
  url: string;
};

/** The sender's twice-yearly review of what they have armed, in their language. */
export function armedReviewEmail(input: ArmedReviewEmailInput): RenderedEmail {
  const t = textsIn(input.language, 'emails');
  const lines = input.armed.map(({ recipient, nextCheckInAt }) =>
    nextCheckInAt
      ? t('armedReview.lineNext', {
          recipient,
          date: formatDate(nextCheckInAt, input.language, input.timeZone),
        })
      : t('armedReview.line', { recipient }),
  );
  return renderEmail({
    language: input.language,
    subject: t('armedReview.subject'),
    greeting: t('layout.greeting', { name: input.name }),
    paragraphs: [t('armedReview.intro'), ...lines.map((line) => `• ${line}`), t('armedReview.ask')],
    action: { label: t('armedReview.action'), url: input.url },
    footnotes: [t('armedReview.note')],
  });
}
