import type { Language } from './account-emails.ts';
import { renderEmail, type EmailParts, type RenderedEmail } from './render-email.ts';

export type RecipientEmailInput = {
  /** The sender's language: the recipient's is unknown, so the other language follows below. */
  language: Language;
  recipient: string;
  /** Empty when the message is anonymous. */
  senderName: string;
  accessCode: string;
  url: string;
};

const recipientTexts = {
  es: {
    subject: (sender: string) =>
      sender ? `${sender} te ha dejado un mensaje` : 'Alguien te ha dejado un mensaje',
    greeting: (name: string) => `Hola, ${name}:`,
    intro: (sender: string) =>
      sender
        ? `${sender} escribió un mensaje para ti en Legado y pidió que te llegara hoy.`
        : 'Alguien escribió un mensaje para ti en Legado, sin firmarlo, y pidió que te llegara hoy.',
    code: 'Tu código de acceso es',
    keep: 'Guárdalo: es la llave del mensaje. Puede que también se te pida responder a una pregunta que solo tú conoces.',
    action: 'Abrir el mensaje',
    note: 'Nadie de Legado te pedirá nunca el código. Si no esperabas este mensaje, puedes ignorarlo.',
  },
  en: {
    subject: (sender: string) =>
      sender ? `${sender} has left you a message` : 'Someone has left you a message',
    greeting: (name: string) => `Hello ${name},`,
    intro: (sender: string) =>
      sender
        ? `${sender} wrote a message for you on Legado and asked for it to reach you today.`
        : 'Someone wrote a message for you on Legado, unsigned, and asked for it to reach you today.',
    code: 'Your access code is',
    keep: 'Keep it: it is the key to the message. You may also be asked a question only you can answer.',
    action: 'Open the message',
    note: 'Nobody at Legado will ever ask you for the code. If you did not expect this message, you can ignore it.',
  },
} as const;

const other = (language: Language): Language => (language === 'es' ? 'en' : 'es');

function recipientParts(input: RecipientEmailInput, language: Language): EmailParts {
  const t = recipientTexts[language];
  return {
    language,
    subject: t.subject(input.senderName),
    greeting: t.greeting(input.recipient),
    paragraphs: [t.intro(input.senderName)],
    highlight: { label: t.code, value: input.accessCode },
    action: { label: t.action, url: input.url },
    footnotes: [t.keep, t.note],
  };
}

/** The e-mail that delivers a message: who it is from, the access code and the link that opens it. */
export function recipientEmail(input: RecipientEmailInput): RenderedEmail {
  return renderEmail(recipientParts(input, input.language), recipientParts(input, other(input.language)));
}

export type SenderNoticeKind =
  | 'delivered'
  | 'read'
  | 'locked'
  | 'deleted_by_recipient'
  | 'deleted_by_attempts'
  | 'letter_returned'
  | 'delivery_failed';

export type SenderNoticeInput = {
  kind: SenderNoticeKind;
  language: Language;
  name: string;
  recipient: string;
  /** Where the sender can see their messages. */
  url: string;
};

const senderTexts: Record<
  Language,
  Record<SenderNoticeKind, { subject: (r: string) => string; body: (r: string) => string[] }> & {
    greeting: (name: string) => string;
    action: string;
    note: string;
  }
> = {
  es: {
    greeting: (name) => `Hola, ${name}:`,
    action: 'Ver mis mensajes',
    note: 'Recibes este aviso porque enviaste el mensaje desde tu cuenta de Legado.',
    delivered: {
      subject: (r) => `Tu mensaje para ${r} ha sido entregado`,
      body: (r) => [`Hemos enviado a ${r} el código para abrir tu mensaje.`, 'Te avisaremos cuando lo lea.'],
    },
    read: {
      subject: (r) => `${r} ha leído tu mensaje`,
      body: (r) => [`${r} acaba de abrir y leer tu mensaje.`],
    },
    locked: {
      subject: (r) => `Tu mensaje para ${r} ha sido bloqueado`,
      body: (r) => [
        `Alguien ha fallado cinco veces la pregunta de seguridad de tu mensaje para ${r}, así que lo hemos bloqueado.`,
        'Nadie puede abrirlo ya. Si crees que fue tu destinatario, puedes escribirle un mensaje nuevo.',
      ],
    },
    deleted_by_recipient: {
      subject: (r) => `${r} ha eliminado tu mensaje`,
      body: (r) => [`${r} leyó tu mensaje y decidió eliminarlo. Ya no se puede abrir.`],
    },
    deleted_by_attempts: {
      subject: (r) => `Tu mensaje para ${r} ha sido eliminado`,
      body: (r) => [
        `Alguien ha fallado tres veces la pregunta de seguridad de tu mensaje para ${r}. Como pediste seguridad estricta, lo hemos eliminado junto con sus archivos adjuntos.`,
      ],
    },
    delivery_failed: {
      subject: (r) => `No pudimos entregar tu mensaje para ${r}`,
      body: (r) => [
        `El servidor de correo de ${r} rechazó la dirección a la que enviamos tu mensaje: puede que esté mal escrita o que ya no exista.`,
        'No lo intentaremos de nuevo. El mensaje sigue guardado: puedes escribir uno nuevo con la dirección correcta o darle su código en persona.',
      ],
    },
    letter_returned: {
      subject: (r) => `La carta para ${r} nos ha sido devuelta`,
      body: (r) => [
        `Correos nos ha devuelto la carta con tu mensaje para ${r}: puede que la dirección no fuera correcta o que nadie la recogiera.`,
        'El mensaje sigue guardado y se abre con su código. Si quieres que le llegue, escríbele uno nuevo con la dirección correcta o dale el código en persona.',
      ],
    },
  },
  en: {
    greeting: (name) => `Hello ${name},`,
    action: 'See my messages',
    note: 'You receive this notice because you sent the message from your Legado account.',
    delivered: {
      subject: (r) => `Your message for ${r} has been delivered`,
      body: (r) => [
        `We have sent ${r} the code that opens your message.`,
        'We will tell you when they read it.',
      ],
    },
    read: {
      subject: (r) => `${r} has read your message`,
      body: (r) => [`${r} has just opened and read your message.`],
    },
    locked: {
      subject: (r) => `Your message for ${r} has been locked`,
      body: (r) => [
        `Someone answered the security question of your message for ${r} wrongly five times, so we have locked it.`,
        'Nobody can open it now. If you think it was your recipient, you can write them a new message.',
      ],
    },
    deleted_by_recipient: {
      subject: (r) => `${r} has deleted your message`,
      body: (r) => [`${r} read your message and chose to delete it. It can no longer be opened.`],
    },
    deleted_by_attempts: {
      subject: (r) => `Your message for ${r} has been deleted`,
      body: (r) => [
        `Someone answered the security question of your message for ${r} wrongly three times. As you asked for strict security, we have deleted it with its attachments.`,
      ],
    },
    delivery_failed: {
      subject: (r) => `We could not deliver your message for ${r}`,
      body: (r) => [
        `The mail server of ${r} refused the address we sent your message to: it may be mistyped or no longer exist.`,
        'We will not try again. The message is still kept: you can write a new one with the right address, or give them its code in person.',
      ],
    },
    letter_returned: {
      subject: (r) => `The letter for ${r} has come back to us`,
      body: (r) => [
        `The post has returned the letter with your message for ${r}: the address may have been wrong, or nobody collected it.`,
        'The message is still kept and opens with its code. If you want it to reach them, write them a new one with the right address, or give them the code in person.',
      ],
    },
  },
};

/** What happened to a message the sender wrote, in the sender's language. */
export function senderNotice(input: SenderNoticeInput): RenderedEmail {
  const t = senderTexts[input.language];
  const notice = t[input.kind];
  return renderEmail({
    language: input.language,
    subject: notice.subject(input.recipient),
    greeting: t.greeting(input.name),
    paragraphs: notice.body(input.recipient),
    action: { label: t.action, url: input.url },
    footnotes: [t.note],
  });
}

export type RecipientDeletionInput = { language: Language; recipient: string; senderName: string };

const recipientDeletionTexts = {
  es: {
    subject: 'El mensaje que te dejaron ha sido eliminado',
    greeting: (name: string) => `Hola, ${name}:`,
    body: (sender: string) => [
      `${sender ? `El mensaje que ${sender} te dejó` : 'El mensaje que te dejaron'} en Legado pedía responder a una pregunta de seguridad, y se respondió mal tres veces.`,
      'Como su autor pidió seguridad estricta, el mensaje y sus archivos adjuntos se han eliminado. Hemos avisado también a quien lo escribió.',
    ],
    note: 'Si no fuiste tú quien lo intentó, alguien más tenía tu código de acceso.',
  },
  en: {
    subject: 'The message left for you has been deleted',
    greeting: (name: string) => `Hello ${name},`,
    body: (sender: string) => [
      `${sender ? `The message ${sender} left you` : 'The message left for you'} on Legado asked for a security answer, and it was answered wrongly three times.`,
      'As its author asked for strict security, the message and its attachments have been deleted. We have told its author too.',
    ],
    note: 'If it was not you who tried, someone else had your access code.',
  },
} as const;

function recipientDeletionParts(input: RecipientDeletionInput, language: Language): EmailParts {
  const t = recipientDeletionTexts[language];
  return {
    language,
    subject: t.subject,
    greeting: t.greeting(input.recipient),
    paragraphs: t.body(input.senderName),
    footnotes: [t.note],
  };
}

/** Strict security deleted the message: its recipient is told, in both languages as in the delivery e-mail. */
export function recipientDeletionNotice(input: RecipientDeletionInput): RenderedEmail {
  return renderEmail(
    recipientDeletionParts(input, input.language),
    recipientDeletionParts(input, other(input.language)),
  );
}
