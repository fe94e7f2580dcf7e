import { type Language } from '@app/platform/i18n/catalogue';
import { textsIn } from './texts.ts';
import { paragraphsOf, renderEmail, type RenderedEmail } from './render-email.ts';

export type TestEmailInput = { language: Language; subject: string; message: string };

/** An admin's test e-mail: their subject and text in the layout every e-mail uses, framed in their language. */
export function testEmail(input: TestEmailInput): RenderedEmail {
  const t = textsIn(input.language, 'emails');
  return renderEmail({
    language: input.language,
    subject: input.subject,
    greeting: t('layout.greetingUnnamed'),
    // Paragraphs as the admin wrote them (blank lines between them).
    paragraphs: paragraphsOf(input.message),
    footnotes: [t('adminTest.note')],
  });
}

export type SmsBudgetAlertInput = {
  language: Language;
  name: string;
  state: 'near' | 'spent';
  spent: number;
  budget: number;
  /** The admin panel's status tab. */
  url: string;
};

/** The admins' alert that the day's SMS codes neared or reached their budget. */
export function smsBudgetAlertEmail(input: SmsBudgetAlertInput): RenderedEmail {
  const t = textsIn(input.language, 'emails');
  const counts = { spent: input.spent, budget: input.budget };
  return renderEmail({
    language: input.language,
    subject: t(input.state === 'near' ? 'smsBudgetAlert.subject' : 'smsBudgetAlert.subjectSpent'),
    greeting: t('layout.greeting', { name: input.name }),
    paragraphs: paragraphsOf(t(`smsBudgetAlert.${input.state}`, counts)),
    action: { label: t('smsBudgetAlert.action'), url: input.url },
    footnotes: [t('smsBudgetAlert.note')],
  });
}
