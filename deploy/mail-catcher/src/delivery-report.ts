import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';

/** Mail to this domain is accepted, then returned as undeliverable: the far side of a bounce, played locally. */
export const BOUNCING_DOMAIN = 'bounce.example';

export const bounces = (address: string) => address.toLowerCase().endsWith(`@${BOUNCING_DOMAIN}`);

/**
 * A delivery status notification as a mail server writes one (RFC 3464 and RFC 3462's multipart/report): a
 * human explanation, the `message/delivery-status` part (`Action: failed`, `Status: 5.1.1`) and the original's
 * headers as `text/rfc822-headers`, so the receiver can match its Message-ID.
 */
export function deliveryReport(settings: {
  returnPath: string;
  recipient: string;
  original: Buffer;
}): string {
  const boundary = `report-${randomBytes(8).toString('hex')}`;
  const end = settings.original.indexOf('\r\n\r\n');
  const originalHeaders = settings.original.subarray(0, end === -1 ? undefined : end).toString('utf8');
  return [
    `From: Mail Delivery System <MAILER-DAEMON@${BOUNCING_DOMAIN}>`,
    `To: <${settings.returnPath}>`,
    'Subject: Undelivered Mail Returned to Sender',
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${randomBytes(12).toString('hex')}@${BOUNCING_DOMAIN}>`,
    'Auto-Submitted: auto-replied',
    'MIME-Version: 1.0',
    `Content-Type: multipart/report; report-type=delivery-status; boundary="${boundary}"`,
    '',
    `--${boundary}`,
    'Content-Type: text/plain; charset=us-ascii',
    '',
    `Your message could not be delivered to <${settings.recipient}>: no such mailbox.`,
    '',
    `--${boundary}`,
    'Content-Type: message/delivery-status',
    '',
    `Reporting-MTA: dns; ${BOUNCING_DOMAIN}`,
    '',
    `Final-Recipient: rfc822; ${settings.recipient}`,
    'Action: failed',
    'Status: 5.1.1',
    `Diagnostic-Code: smtp; 550 5.1.1 <${settings.recipient}>: Recipient address rejected: User unknown`,
    '',
    `--${boundary}`,
    'Content-Type: text/rfc822-headers',
    '',
    originalHeaders,
    '',
    `--${boundary}--`,
    '',
  ].join('\r\n');
}

/** Sends a report to the return path through the product's bounce receiver, as the null sender (`MAIL FROM:<>`). */
export async function sendDeliveryReport(
  to: { host: string; port: number },
  report: { returnPath: string; raw: string },
): Promise<void> {
  const transport = nodemailer.createTransport({
    host: to.host,
    port: to.port,
    secure: false,
    ignoreTLS: true,
  });
  try {
    await transport.sendMail({ envelope: { from: '', to: report.returnPath }, raw: report.raw });
  } finally {
    transport.close();
  }
}
