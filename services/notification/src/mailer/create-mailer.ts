import nodemailer from 'nodemailer';
import type { NotificationConfig } from '../config.ts';
import type { RenderedEmail, Unsubscribe } from '../templates/render-email.ts';
import { dkimSettings, domainOfAddress, nodemailerDkim } from './dkim.ts';

export type MailerConfig = Pick<
  NotificationConfig,
  | 'SMTP_HOST'
  | 'SMTP_PORT'
  | 'SMTP_SECURE'
  | 'SMTP_USER'
  | 'SMTP_PASSWORD'
  | 'MAIL_FROM'
  | 'DKIM_DOMAIN'
  | 'DKIM_SELECTOR'
  | 'DKIM_PRIVATE_KEY'
  | 'DKIM_NEXT_SELECTOR'
  | 'DKIM_NEXT_PRIVATE_KEY'
>;

/**
 * The SMTP transport every e-mail leaves through: pooled, with deadlines, and DKIM-signed for the From domain
 * when a key is set (mailbox providers file unsigned bulk mail as spam, where a check-in is as good as lost).
 */
export function createMailer(config: MailerConfig, options: { pool?: boolean } = {}) {
  const dkim = dkimSettings(config);
  return nodemailer.createTransport({
    host: config.SMTP_HOST,
    port: config.SMTP_PORT,
    secure: config.SMTP_SECURE,
    ...(config.SMTP_USER ? { auth: { user: config.SMTP_USER, pass: config.SMTP_PASSWORD ?? '' } } : {}),
    pool: options.pool ?? true,
    connectionTimeout: 10_000,
    socketTimeout: 30_000,
    ...(dkim ? { dkim: nodemailerDkim(dkim) } : {}),
  });
}

/**
 * What every e-mail the product sends carries, besides its words: the same for each kind. `returnPath` is the
 * envelope sender (VERP: its own per e-mail), where bounces go; without it, the From address.
 */
export function mailOptions(
  from: string,
  to: string,
  email: RenderedEmail,
  messageId: string,
  returnPath?: string,
) {
  return {
    from,
    to,
    subject: email.subject,
    html: email.html,
    text: email.text,
    messageId,
    // Our texts are Spanish and English, which quoted-printable keeps readable; said once, nodemailer no longer
    // scans each text character by character to choose (about 0.5 ms an e-mail).
    textEncoding: 'quoted-printable' as const,
    headers: {
      'Content-Language': email.language,
      'Auto-Submitted': 'auto-generated',
      ...(email.unsubscribe ? unsubscribeHeaders(email.unsubscribe) : {}),
    },
    ...(returnPath ? { envelope: { from: returnPath, to } } : {}),
  };
}

/**
 * RFC 2369's List-Unsubscribe and, for one-click, RFC 8058's List-Unsubscribe-Post: the mailbox then POSTs
 * `List-Unsubscribe=One-Click` to the URL itself. Both are in the DKIM signature's list (dkim.ts), as RFC 8058
 * requires for a provider to trust them.
 */
function unsubscribeHeaders(unsubscribe: Unsubscribe): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribe.url}>`,
    ...(unsubscribe.oneClick ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
  };
}

/** The return paths from the configuration, or null without a key (the envelope sender is then MAIL_FROM's). */
export function returnPathsOf(
  config: Pick<NotificationConfig, 'BOUNCE_TOKEN_SECRET' | 'BOUNCE_DOMAIN' | 'MAIL_FROM'>,
) {
  if (!config.BOUNCE_TOKEN_SECRET) return null;
  return {
    domain: config.BOUNCE_DOMAIN || domainOfAddress(config.MAIL_FROM),
    secret: config.BOUNCE_TOKEN_SECRET,
  };
}
