import { configFields } from '@app/platform/config';
import { serviceEnv } from '@app/service-runtime/service-runtime';
import { z } from 'zod';
import { readDkimKey } from './mailer/dkim.ts';
import { manifest } from '../manifest.ts';

const selector = /^[a-z0-9][a-z0-9-]*$/i;
// Compose and the chart pass an unused setting as an empty string.
const optionalSelector = /^([a-z0-9][a-z0-9-]*)?$/i;

export const notificationConfigSchema = z.object({
  ...serviceEnv(manifest.grpcPort),
  AUTH_GRPC_ADDR: configFields.grpcAddress('127.0.0.1:50051'),
  MESSAGE_GRPC_ADDR: configFields.grpcAddress('127.0.0.1:50052'),
  /** The payment service: the order behind a receipt. */
  PAYMENT_GRPC_ADDR: configFields.grpcAddress('127.0.0.1:50055'),
  /** The scheduler: a proof-of-life check-in's link, minted at send time. */
  SCHEDULER_GRPC_ADDR: configFields.grpcAddress('127.0.0.1:50057'),
  SMTP_HOST: z.string().min(1).default('127.0.0.1'),
  SMTP_PORT: configFields.port(1025),
  /** TLS from the first byte (port 465); otherwise STARTTLS is used when the server offers it. */
  SMTP_SECURE: z.stringbool().default(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  MAIL_FROM: z.string().min(3).default('Legado <no-reply@legado.local>'),
  /**
   * A directory on other storage than the databases' where each letter's e-mail and its notice are written once
   * sent (src/journal/sent-mail-journal.ts), read at start so a restore to an earlier point sends none of them
   * again (docs/backups.md). Empty: none kept.
   */
  SENT_MAIL_JOURNAL_DIR: z.string().default(''),
  /**
   * DKIM: the RSA private key (PEM, at least 2048 bits; `\n` escapes allowed on one line) that signs every
   * e-mail. Without it mail goes out unsigned and the admin's status says so (docs/deployment.md, "Signed mail").
   */
  DKIM_PRIVATE_KEY: z
    .string()
    .optional()
    .refine((pem) => !pem || 'key' in readDkimKey(pem), {
      message: 'must be an RSA private key in PEM of at least 2048 bits',
    }),
  /** The selector its public key is published under: `<selector>._domainkey.<domain>`. */
  DKIM_SELECTOR: z.string().regex(selector).default('legado'),
  /** The signing domain; MAIL_FROM's by default, which DMARC's alignment asks for. */
  DKIM_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i)
    .optional(),
  /** During a rotation, a second key and selector: every e-mail carries both signatures. */
  DKIM_NEXT_PRIVATE_KEY: z
    .string()
    .optional()
    .refine((pem) => !pem || 'key' in readDkimKey(pem), {
      message: 'must be an RSA private key in PEM of at least 2048 bits',
    }),
  DKIM_NEXT_SELECTOR: z.string().regex(optionalSelector).optional(),
  /**
   * Keys the return path each e-mail gets (`bounces+<id>.<mac>@BOUNCE_DOMAIN`, VERP), so a bounce that arrives
   * later names its e-mail and a forged one names none. Without it the envelope sender is MAIL_FROM's address.
   */
  BOUNCE_TOKEN_SECRET: z.union([z.literal(''), z.string().min(32)]).optional(),
  /** The domain of those return paths (its MX takes the bounces); MAIL_FROM's by default, aligned for DMARC. */
  BOUNCE_DOMAIN: z
    .string()
    .regex(/^([a-z0-9.-]+)?$/i)
    .optional(),
  /**
   * Where delivery status notifications are taken (SMTP, on GRPC_HOST's address): the return paths' MX relays
   * them here. 0: no receiver (a bounce is then only seen by whoever reads the return path's mailbox).
   */
  BOUNCE_SMTP_PORT: configFields.port(0),
  /**
   * SMS (proof of life's last chance and phone codes) through Twilio's Messages API: all three set, or none (no
   * SMS are sent, and auth's SMS_ENABLED stays false). TWILIO_API_URL points at the local fake in development.
   */
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /** A number of ours (E.164) or a Messaging Service SID (MG…). */
  TWILIO_FROM: z.string().optional(),
  TWILIO_API_URL: configFields.url().default('https://api.twilio.com'),
  /** The address people reach the product at; links in e-mails start with it. */
  PUBLIC_URL: configFields.url().default('http://localhost:8080'),
});

export type NotificationConfig = z.infer<typeof notificationConfigSchema>;

/** Twilio's settings when all are given; null for a deployment that sends no SMS. */
export function twilioSettingsOf(config: NotificationConfig) {
  const { TWILIO_ACCOUNT_SID: accountSid, TWILIO_AUTH_TOKEN: authToken, TWILIO_FROM: from } = config;
  if (!accountSid || !authToken || !from) return null;
  return { apiUrl: config.TWILIO_API_URL, accountSid, authToken, from };
}
