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
