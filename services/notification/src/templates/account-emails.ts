import { type Language } from '@app/platform/i18n/catalogue';
import { SUPPORT_EMAIL } from '@app/proto/rules/support';
import { textsIn } from './texts.ts';
import { formatDateTime } from './dates.ts';
import { paragraphsOf, renderEmail, type RenderedEmail } from './render-email.ts';

export type AccountEmailInput = {
  language: Language;
  name: string;
  url: string;
  expiresAt: Date;
  timeZone?: string;
};

function accountEmail(
  kind: 'verification' | 'passwordReset' | 'backupVerification',
  input: AccountEmailInput,
): RenderedEmail {
  const t = textsIn(input.language, 'emails');
  const when = formatDateTime(input.expiresAt, input.language, input.timeZone);
  return renderEmail({
    language: input.language,
    subject: t(`${kind}.subject`),
    greeting: t('layout.greeting', { name: input.name }),
    paragraphs: paragraphsOf(t(`${kind}.body`)),
    action: { label: t(`${kind}.action`), url: input.url },
    footnotes: [t(`${kind}.expires`, { when }), t(`${kind}.ignore`)],
  });
}

export const verificationEmail = (input: AccountEmailInput) => accountEmail('verification', input);
export const passwordResetEmail = (input: AccountEmailInput) => accountEmail('passwordReset', input);
export const backupVerificationEmail = (input: AccountEmailInput) =>
  accountEmail('backupVerification', input);

/** The account is closed: its erasure confirmed, and what the law keeps. No link: there is nothing to sign in to. */
export function accountClosedEmail(input: { language: Language; name: string }): RenderedEmail {
  const t = textsIn(input.language, 'emails');
  return renderEmail({
    language: input.language,
    subject: t('accountClosed.subject'),
    greeting: t('layout.greeting', { name: input.name }),
    paragraphs: paragraphsOf(t('accountClosed.body')),
    footnotes: [t('accountClosed.note', { supportEmail: SUPPORT_EMAIL })],
  });
}

/** An admin suspended the account after a report: no link (there is no sign-in), the address to write to. */
export function accountSuspendedEmail(input: { language: Language; name: string }): RenderedEmail {
  const t = textsIn(input.language, 'emails');
  return renderEmail({
    language: input.language,
    subject: t('accountSuspended.subject'),
    greeting: t('layout.greeting', { name: input.name }),
    paragraphs: paragraphsOf(t('accountSuspended.body', { supportEmail: SUPPORT_EMAIL })),
    footnotes: [t('accountSuspended.note')],
  });
}

/** A sender's archive, built in the background, can be downloaded (signed in) until `expiresAt`. */
export function accountArchiveEmail(input: AccountEmailInput): RenderedEmail {
  const t = textsIn(input.language, 'emails');
  const when = formatDateTime(input.expiresAt, input.language, input.timeZone);
  return renderEmail({
    language: input.language,
    subject: t('accountArchive.subject'),
    greeting: t('layout.greeting', { name: input.name }),
    paragraphs: paragraphsOf(t('accountArchive.body', { when })),
    action: { label: t('accountArchive.action'), url: input.url },
    footnotes: [t('accountArchive.note')],
  });
}
