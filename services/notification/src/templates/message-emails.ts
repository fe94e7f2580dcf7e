import type { BounceCause } from '@app/proto/rules/bounce-causes';
import { type Language } from '@app/platform/i18n/catalogue';
import { textsIn } from './texts.ts';
import { paragraphsOf, renderEmail, type EmailParts, type RenderedEmail } from './render-email.ts';

export type RecipientEmailInput = {
  /** The sender's language: the recipient's is unknown, so the other language follows below. */
  language: Language;
  recipient: string;
  /** Empty when the message is anonymous. */
  senderName: string;
  accessCode: string;
  url: string;
  /** The recipient's choices page: refuse this sender, or anonymous messages (docs/recipient-api.md). */
  choicesUrl: string;
  /** Where a mailbox's one-click unsubscribe posts (RFC 8058): it refuses this sender for this address. */
  oneClickUrl: string;
};

const other = (language: Language): Language => (language === 'es' ? 'en' : 'es');

function recipientParts(input: RecipientEmailInput, language: Language): EmailParts {
  const t = textsIn(language, 'emails');
  const sender = input.senderName;
  return {
    language,
    subject: sender ? t('delivery.subject', { sender }) : t('delivery.subjectAnonymous'),
    greeting: t('layout.greeting', { name: input.recipient }),
    paragraphs: [sender ? t('delivery.intro', { sender }) : t('delivery.introAnonymous')],
    highlight: { label: t('delivery.code'), value: input.accessCode },
    action: { label: t('delivery.action'), url: input.url },
    footnotes: [t('delivery.keep'), t('delivery.note')],
    optOut: {
      text: t(sender ? 'delivery.choices' : 'delivery.choicesAnonymous', { sender }),
      label: t('delivery.choicesAction'),
      url: input.choicesUrl,
    },
  };
}

/**
 * The e-mail that delivers a message: who it is from, the access code and the link that opens it. It is mail its
 * recipient never asked for, so the mailbox's own unsubscribe button refuses its sender at once, as the choices
 * page would: otherwise that button is "report spam".
 */
export function recipientEmail(input: RecipientEmailInput): RenderedEmail {
  return {
    ...renderEmail(recipientParts(input, input.language), recipientParts(input, other(input.language))),
    unsubscribe: { url: input.oneClickUrl, oneClick: true },
  };
}

export type ChoicesLinkInput = {
  /** The sender's language: the recipient's is unknown, so the other language follows below. */
  language: Language;
  recipient: string;
  /** Empty when the message is anonymous. */
  senderName: string;
  url: string;
};

function choicesLinkParts(input: ChoicesLinkInput, language: Language): EmailParts {
  const t = textsIn(language, 'emails');
  const sender = input.senderName;
  return {
    language,
    subject: sender ? t('choicesLink.subject', { sender }) : t('choicesLink.subjectAnonymous'),
    greeting: t('layout.greeting', { name: input.recipient }),
    paragraphs: [sender ? t('choicesLink.body', { sender }) : t('choicesLink.bodyAnonymous')],
    action: { label: t('choicesLink.action'), url: input.url },
    footnotes: [t('choicesLink.note')],
  };
}

/** The choices link a reader asked for from the message's page, sent to the message's recipient address. */
export function choicesLinkEmail(input: ChoicesLinkInput): RenderedEmail {
  return renderEmail(choicesLinkParts(input, input.language), choicesLinkParts(input, other(input.language)));
}

export type SenderNoticeKind =
  | 'delivered'
  | 'read'
  | 'locked'
  | 'deleted_by_recipient'
  | 'deleted_by_attempts'
  | 'letter_returned'
  | 'delivery_failed'
  | 'address_resting';

export type SenderNoticeInput = {
  kind: SenderNoticeKind;
  language: Language;
  name: string;
  recipient: string;
  /** Where the sender can see their messages. */
  url: string;
  /**
   * Why a delivery failed, told in words that fit it (a block is not a typo); `suppressed`: not sent, its address
   * rests after a bounce; `other` when it is not known.
   */
  cause?: BounceCause | 'suppressed';
};

/** What happened to a message the sender wrote, in the sender's language. */
export function senderNotice(input: SenderNoticeInput): RenderedEmail {
  const t = textsIn(input.language, 'emails');
  const recipient = input.recipient;
  return renderEmail({
    language: input.language,
    subject: t(`senderNotice.${input.kind}.subject`, { recipient }),
    greeting: t('layout.greeting', { name: input.name }),
    paragraphs: paragraphsOf(
      t(
        input.kind === 'delivery_failed'
          ? `senderNotice.delivery_failed.body.${input.cause ?? 'other'}`
          : `senderNotice.${input.kind}.body`,
        { recipient },
      ),
    ),
    action: { label: t('senderNotice.action'), url: input.url },
    footnotes: [t('senderNotice.note')],
  });
}

export type RecipientDeletionInput = { language: Language; recipient: string; senderName: string };

function recipientDeletionParts(input: RecipientDeletionInput, language: Language): EmailParts {
  const t = textsIn(language, 'emails');
  const sender = input.senderName;
  return {
    language,
    subject: t('recipientDeletion.subject'),
    greeting: t('layout.greeting', { name: input.recipient }),
    paragraphs: paragraphsOf(
      sender ? t('recipientDeletion.body', { sender }) : t('recipientDeletion.bodyAnonymous'),
    ),
    footnotes: [t('recipientDeletion.note')],
  };
}

/** Strict security deleted the message: its recipient is told, in both languages as in the delivery e-mail. */
export function recipientDeletionNotice(input: RecipientDeletionInput): RenderedEmail {
  return renderEmail(
    recipientDeletionParts(input, input.language),
    recipientDeletionParts(input, other(input.language)),
  );
}
