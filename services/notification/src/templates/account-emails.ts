import { formatDateTime } from './dates.ts';
import { renderEmail, type RenderedEmail } from './render-email.ts';

export type Language = 'es' | 'en';
export type AccountEmailInput = {
  language: Language;
  name: string;
  url: string;
  expiresAt: Date;
  timeZone?: string;
};

const verifyTexts = {
  es: {
    subject: 'Confirma tu correo electrónico',
    greeting: (name: string) => `Hola, ${name}:`,
    paragraphs: [
      'Gracias por crear tu cuenta en Legado. Para enviar mensajes, necesitamos comprobar que esta dirección es tuya.',
      'Abre el enlace y pulsa «Confirmar mi correo».',
    ],
    action: 'Confirmar mi correo',
    expires: (when: string) => `El enlace caduca el ${when}.`,
    ignore: 'Si no has creado una cuenta en Legado, ignora este mensaje: no se hará nada.',
  },
  en: {
    subject: 'Confirm your e-mail address',
    greeting: (name: string) => `Hello ${name},`,
    paragraphs: [
      'Thank you for creating your Legado account. Before you send messages, we need to check that this address is yours.',
      'Open the link and press “Confirm my e-mail”.',
    ],
    action: 'Confirm my e-mail',
    expires: (when: string) => `The link expires on ${when}.`,
    ignore: 'If you did not create a Legado account, ignore this message: nothing will happen.',
  },
} as const;

const resetTexts = {
  es: {
    subject: 'Restablece tu contraseña',
    greeting: (name: string) => `Hola, ${name}:`,
    paragraphs: [
      'Alguien (esperamos que tú) ha pedido restablecer la contraseña de tu cuenta de Legado.',
      'Abre el enlace para elegir una contraseña nueva. Al hacerlo, se cerrarán todas tus sesiones abiertas.',
    ],
    action: 'Elegir una contraseña nueva',
    expires: (when: string) => `El enlace caduca el ${when} y solo se puede usar una vez.`,
    ignore: 'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.',
  },
  en: {
    subject: 'Reset your password',
    greeting: (name: string) => `Hello ${name},`,
    paragraphs: [
      'Someone (we hope it was you) asked to reset the password of your Legado account.',
      'Open the link to choose a new password. Doing so signs you out everywhere.',
    ],
    action: 'Choose a new password',
    expires: (when: string) => `The link expires on ${when} and works only once.`,
    ignore: 'If you did not ask for this, ignore this message: your password will not change.',
  },
} as const;

function accountEmail(
  texts: typeof verifyTexts | typeof resetTexts,
  input: AccountEmailInput,
): RenderedEmail {
  const t = texts[input.language];
  return renderEmail({
    language: input.language,
    subject: t.subject,
    greeting: t.greeting(input.name),
    paragraphs: [...t.paragraphs],
    action: { label: t.action, url: input.url },
    footnotes: [t.expires(formatDateTime(input.expiresAt, input.language, input.timeZone)), t.ignore],
  });
}

export const verificationEmail = (input: AccountEmailInput) => accountEmail(verifyTexts, input);
export const passwordResetEmail = (input: AccountEmailInput) => accountEmail(resetTexts, input);
