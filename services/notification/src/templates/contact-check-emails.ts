import type { Language } from './account-emails.ts';
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

const texts = {
  es: {
    subject: (s: string) => `${s} te eligió como persona de confianza: ¿sabes si está bien?`,
    greeting: (name: string) => `Hola, ${name}:`,
    intro: (s: string) =>
      `${s} dejó en Legado un mensaje que solo se envía si deja de responder a nuestros avisos, y te eligió como persona de confianza para preguntarte antes de enviarlo.`,
    silence: 'No ha respondido a ninguno de los últimos avisos.',
    ask: 'Si sabes que está bien, abre el enlace y detén el envío. Si sabes que ya no puede responder, también puedes dejar que el mensaje salga ahora.',
    deadline: (date: string) => `Si no respondes antes del ${date}, el mensaje se enviará.`,
    action: 'Responder',
    notes: [
      'Abrir el enlace no cambia nada por sí solo: la página te preguntará qué quieres hacer.',
      'No verás el mensaje: solo su destinatario podrá leerlo.',
    ],
  },
  en: {
    subject: (s: string) => `${s} chose you as their trusted contact: do you know if they are well?`,
    greeting: (name: string) => `Hello ${name},`,
    intro: (s: string) =>
      `${s} left a message on Legado that is sent only if they stop answering our e-mails, and chose you as their trusted contact, to be asked before it goes.`,
    silence: 'They have not answered any of our latest e-mails.',
    ask: 'If you know they are well, open the link and stop it. If you know they can no longer answer, you can also let the message go now.',
    deadline: (date: string) => `If you do not answer by ${date}, the message will be sent.`,
    action: 'Answer',
    notes: [
      'Opening the link changes nothing by itself: the page will ask you what you want to do.',
      'You will not see the message: only its recipient can read it.',
    ],
  },
} as const;

/** The question to a proof-of-life message's trusted contact, before the message goes. */
export function contactCheckEmail(input: ContactCheckEmailInput): RenderedEmail {
  const t = texts[input.language];
  return renderEmail({
    language: input.language,
    subject: t.subject(input.senderName),
    greeting: t.greeting(input.contactName),
    paragraphs: [
      t.intro(input.senderName),
      t.silence,
      t.ask,
      t.deadline(formatDateTime(input.respondBy, input.language, input.timeZone)),
    ],
    action: { label: t.action, url: input.url },
    footnotes: [...t.notes],
  });
}
