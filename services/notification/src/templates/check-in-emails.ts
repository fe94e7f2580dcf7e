import type { Language } from './account-emails.ts';
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
  url: string;
};

const texts = {
  es: {
    lastChanceSubject: (r: string) => `Última oportunidad: tu mensaje para ${r} está a punto de enviarse`,
    lastChance:
      'Tus tres últimas pruebas de vida han quedado sin respuesta. Si tampoco respondes a esta, enviaremos tu mensaje a su destinatario, tal como nos pediste.',
    subject: (test: boolean, r: string) =>
      test
        ? `Prueba: ¿sigues ahí? (tu mensaje para ${r})`
        : `¿Sigues ahí? Tu mensaje para ${r} espera tu respuesta`,
    greeting: (name: string) => `Hola, ${name}:`,
    test: 'Este es el correo de prueba que pediste: así te llegará la prueba de vida.',
    intro: (r: string) =>
      `Dejaste en Legado un mensaje para ${r} que se enviará si dejas de responder a estos correos.`,
    dated: (r: string, date: string) =>
      `Tu mensaje para ${r} se entregará el ${date}. Cada mes te preguntamos si todo sigue igual; aunque no respondas, no se enviará antes de esa fecha.`,
    missed: (n: number) =>
      n === 0
        ? ''
        : `Llevas ${n} de 3 correos sin responder. Si este tampoco recibe respuesta, ${n === 2 ? 'te enviaremos un último aviso y después el mensaje irá a su destinatario.' : 'quedará solo uno más.'}`,
    answerBy: (date: string) => `Responde antes del ${date}: abre el enlace y elige una opción.`,
    options: 'Podrás confirmar que sigues aquí, enviar el mensaje ahora o cancelarlo.',
    action: 'Responder',
    note: 'Abrir el enlace no cambia nada por sí solo: la página te preguntará qué quieres hacer.',
  },
  en: {
    lastChanceSubject: (r: string) => `Last chance: your message for ${r} is about to be sent`,
    lastChance:
      'Your last three check-ins went unanswered. If this one goes unanswered too, we will send your message to its recipient, as you asked.',
    subject: (test: boolean, r: string) =>
      test
        ? `Test: are you still there? (your message for ${r})`
        : `Are you still there? Your message for ${r} awaits your answer`,
    greeting: (name: string) => `Hello ${name},`,
    test: 'This is the test e-mail you asked for: this is how your proof of life will reach you.',
    intro: (r: string) =>
      `You left a message for ${r} on Legado that will be sent if you stop answering these e-mails.`,
    dated: (r: string, date: string) =>
      `Your message for ${r} will be delivered on ${date}. Every month we ask whether all is still well; even if you do not answer, it will not be sent before that date.`,
    missed: (n: number) =>
      n === 0
        ? ''
        : `${n} of 3 e-mails in a row have gone unanswered. If this one goes unanswered too, ${n === 2 ? 'we will send you one last warning, and then the message will go to its recipient.' : 'only one more will be left.'}`,
    answerBy: (date: string) => `Answer by ${date}: open the link and choose an option.`,
    options: 'You can confirm you are still here, send the message now or cancel it.',
    action: 'Answer',
    note: 'Opening the link changes nothing by itself: the page will ask you what you want to do.',
  },
} as const;

/** What the e-mail says, in order: a test says so first; a dated message promises its date. */
function paragraphsOf(input: CheckInEmailInput): string[] {
  const t = texts[input.language];
  const date = (instant: Date) => formatDate(instant, input.language, input.timeZone);
  const paragraphs: string[] = input.test ? [t.test] : [];
  if (input.deliverAt) return [...paragraphs, t.dated(input.recipient, date(input.deliverAt)), t.options];
  paragraphs.push(t.intro(input.recipient));
  if (!input.test) {
    if (input.lastChance) paragraphs.push(t.lastChance);
    else if (input.missed > 0) paragraphs.push(t.missed(input.missed));
    if (input.answerBy) paragraphs.push(t.answerBy(date(input.answerBy)));
  }
  return [...paragraphs, t.options];
}

/** The proof-of-life check-in, in the sender's language. */
export function checkInEmail(input: CheckInEmailInput): RenderedEmail {
  const t = texts[input.language];
  return renderEmail({
    language: input.language,
    subject:
      input.lastChance && !input.test
        ? t.lastChanceSubject(input.recipient)
        : t.subject(input.test, input.recipient),
    greeting: t.greeting(input.name),
    paragraphs: paragraphsOf(input),
    action: { label: t.action, url: input.url },
    footnotes: [t.note],
  });
}
