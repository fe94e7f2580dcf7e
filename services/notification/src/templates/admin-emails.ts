import type { Language } from './account-emails.ts';
import { renderEmail, type RenderedEmail } from './render-email.ts';

export type TestEmailInput = { language: Language; subject: string; message: string };

const testTexts = {
  es: {
    greeting: 'Hola:',
    note: 'Este es un correo de prueba enviado desde el panel de administración de Legado. Si ha llegado, el envío de correo funciona.',
  },
  en: {
    greeting: 'Hello,',
    note: 'This is a test e-mail sent from the Legado admin panel. If it arrived, sending e-mail works.',
  },
} as const;

/** An admin's test e-mail: their subject and text in the layout every e-mail uses, framed in their language. */
export function testEmail(input: TestEmailInput): RenderedEmail {
  const t = testTexts[input.language];
  return renderEmail({
    language: input.language,
    subject: input.subject,
    greeting: t.greeting,
    // Paragraphs as the admin wrote them (blank lines between them).
    paragraphs: input.message
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.trim())
      .filter((paragraph) => paragraph !== ''),
    footnotes: [t.note],
  });
}
