import { centsToDecimal } from '@app/proto/rules/prices';
import type { Language } from './account-emails.ts';
import { formatDateTime } from './dates.ts';
import { renderEmail, type RenderedEmail } from './render-email.ts';

export type ReceiptInput = {
  language: Language;
  /** The sender's name. */
  name: string;
  /** The message's recipient; empty when the message is gone by now. */
  recipient: string;
  deliveryMethod: string;
  baseCents: number;
  discountPercent: number;
  discountCents: number;
  finalCents: number;
  currency: string;
  /** As stored (upper case); empty without one. */
  discountCode: string;
  orderId: string;
  paidAt: Date;
  timeZone?: string;
  /** Where the sender sees their messages. */
  url: string;
};

const locales: Record<Language, string> = { es: 'es-ES', en: 'en-GB' };

/** 0,90 € in Spanish, €0.90 in English: from integer cents, never through float arithmetic. */
export function formatMoney(cents: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(locales[language], { style: 'currency', currency }).format(
    Number(centsToDecimal(cents)),
  );
}

const isPostal = (method: string) => method !== 'email';

const receiptTexts = {
  es: {
    subject: 'Recibo de tu pago en Legado',
    greeting: (name: string) => `Hola, ${name}:`,
    intro: 'Hemos recibido tu pago. Tu mensaje ya está listo para su entrega.',
    item: (method: string, recipient: string) =>
      `${isPostal(method) ? 'Entrega postal' : 'Entrega por e-mail'} ${recipient ? `del mensaje para ${recipient}` : 'de tu mensaje'}`,
    discount: (code: string, percent: number) => `Descuento ${code ? `${code} ` : ''}(${percent} %)`,
    total: 'Total pagado',
    order: (id: string) => `Pedido: ${id}`,
    date: (when: string) => `Fecha del pago: ${when}`,
    action: 'Ver mis mensajes',
    note: 'Guarda este correo como justificante del pago.',
  },
  en: {
    subject: 'Your Legado payment receipt',
    greeting: (name: string) => `Hello ${name},`,
    intro: 'We have received your payment. Your message is now ready to be delivered.',
    item: (method: string, recipient: string) =>
      `${isPostal(method) ? 'Postal delivery' : 'E-mail delivery'} ${recipient ? `of the message for ${recipient}` : 'of your message'}`,
    discount: (code: string, percent: number) => `Discount ${code ? `${code} ` : ''}(${percent}%)`,
    total: 'Total paid',
    order: (id: string) => `Order: ${id}`,
    date: (when: string) => `Date of payment: ${when}`,
    action: 'See my messages',
    note: 'Keep this e-mail as proof of payment.',
  },
} as const;

/** The sender's receipt for a paid delivery: what was paid for, the price, the discount and the total. */
export function paymentReceipt(input: ReceiptInput): RenderedEmail {
  const t = receiptTexts[input.language];
  const money = (cents: number) => formatMoney(cents, input.currency, input.language);
  const when = formatDateTime(input.paidAt, input.language, input.timeZone);
  return renderEmail({
    language: input.language,
    subject: t.subject,
    greeting: t.greeting(input.name),
    paragraphs: [t.intro],
    details: [
      { label: t.item(input.deliveryMethod, input.recipient), value: money(input.baseCents) },
      ...(input.discountCents > 0
        ? [
            {
              label: t.discount(input.discountCode, input.discountPercent),
              value: `−${money(input.discountCents)}`,
            },
          ]
        : []),
      { label: t.total, value: money(input.finalCents) },
    ],
    action: { label: t.action, url: input.url },
    footnotes: [t.order(input.orderId), t.date(when), t.note],
  });
}
