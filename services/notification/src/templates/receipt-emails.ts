import { centsToDecimal } from '@app/proto/rules/prices';
import { LOCALES, type Language } from '@app/platform/i18n/catalogue';
import { textsIn } from './texts.ts';
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

/** 0,90 € in Spanish, €0.90 in English: from integer cents, never through float arithmetic. */
export function formatMoney(cents: number, currency: string, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency }).format(
    Number(centsToDecimal(cents)),
  );
}

/** What was paid for: a postal or an e-mail delivery, of the message for someone (or of yours, once it is gone). */
function itemKey(input: ReceiptInput) {
  const postal = input.deliveryMethod !== 'email';
  if (input.recipient) return postal ? 'receipt.itemPostal' : 'receipt.itemEmail';
  return postal ? 'receipt.itemPostalGone' : 'receipt.itemEmailGone';
}

/** The sender's receipt for a paid delivery: what was paid for, the price, the discount and the total. */
export function paymentReceipt(input: ReceiptInput): RenderedEmail {
  const t = textsIn(input.language, 'emails');
  const money = (cents: number) => formatMoney(cents, input.currency, input.language);
  const when = formatDateTime(input.paidAt, input.language, input.timeZone);
  const percent = input.discountPercent;
  const discount = input.discountCode
    ? t('receipt.discount', { code: input.discountCode, percent })
    : t('receipt.discountWithoutCode', { percent });
  return renderEmail({
    language: input.language,
    subject: t('receipt.subject'),
    greeting: t('layout.greeting', { name: input.name }),
    paragraphs: [t('receipt.intro')],
    details: [
      { label: t(itemKey(input), { recipient: input.recipient }), value: money(input.baseCents) },
      ...(input.discountCents > 0 ? [{ label: discount, value: `−${money(input.discountCents)}` }] : []),
      { label: t('receipt.total'), value: money(input.finalCents) },
    ],
    action: { label: t('receipt.action'), url: input.url },
    footnotes: [t('receipt.order', { id: input.orderId }), t('receipt.date', { when }), t('receipt.note')],
  });
}

export type RefundInput = {
  language: Language;
  /** The sender's name. */
  name: string;
  reason: 'message_deleted' | 'restore';
  amountCents: number;
  currency: string;
  orderId: string;
  /** Where the sender sees their messages. */
  url: string;
};

/** The sender's note that a payment went back to them, and why. */
export function paymentRefund(input: RefundInput): RenderedEmail {
  const t = textsIn(input.language, 'emails');
  return renderEmail({
    language: input.language,
    subject: t('refund.subject'),
    greeting: t('layout.greeting', { name: input.name }),
    paragraphs: [t(input.reason === 'restore' ? 'refund.introRestore' : 'refund.introDeleted')],
    details: [
      { label: t('refund.total'), value: formatMoney(input.amountCents, input.currency, input.language) },
    ],
    action: { label: t('refund.action'), url: input.url },
    footnotes: [t('refund.order', { id: input.orderId }), t('refund.note')],
  });
}
