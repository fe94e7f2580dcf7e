import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import type { Logger } from '@app/platform/logger';
import { SMTPServer } from 'smtp-server';
import {
  readDeliveryStatus,
  readPlainTextBounce,
  type DeliveryStatus,
} from '../domain/read-delivery-status.ts';
import type { BounceOutcome } from '../domain/record-bounce.ts';
import { logIdOfReturnPath, type ReturnPaths } from './return-path.ts';

export type BounceReceiver = { port: number; close: () => Promise<void> };

// A delivery status notification is a short report with the original's headers; a whole returned e-mail with
// its attachments could be large, and nothing past the headers is read.
const MAX_REPORT_BYTES = 1_000_000;

// What record-bounce answers for a report about no e-mail of ours (rather than one it believed or set aside).
const UNTIED: ReadonlySet<BounceOutcome> = new Set(['unknown_email', 'message_id_mismatch']);

/**
 * The SMTP listener our return paths' MX (or a relay's webhook bridge) hands delivery status notifications to.
 * Only an address we made is accepted (`bounces+<log id>.<mac>@<domain>`, its mac checked at RCPT): anything
 * else is refused there, before a byte of the report is read. Each report is parsed (mailparser, keeping the
 * `message/delivery-status` part) and read (RFC 3464), or else read as a plain-text bounce with the returned copy
 * (qmail's "failure notice"), and handed to `onReport` with the log id its address names; mail that is neither
 * is refused with a 550, and so is a plain bounce that `onReport` finds tied to no e-mail of ours (its copy's
 * Message-ID is another's, or its return path names an e-mail we no longer know): without a report's structure,
 * only that tie makes it a bounce, and its sender learns in the conversation that it was not taken. The SMTP
 * answer waits for it, so a report we could not record is refused with a 451 and sent again by the far side.
 */
export async function startBounceReceiver(settings: {
  host: string;
  port: number;
  returnPaths: ReturnPaths;
  onReport: (report: { logId: string; status: DeliveryStatus }) => Promise<BounceOutcome>;
  logger: Logger;
}): Promise<BounceReceiver> {
  const { returnPaths, logger } = settings;
  const server = new SMTPServer({
    authOptional: true,
    // Reports come from mail servers over the internal network or a relay; TLS ends before us, if anywhere.
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    size: MAX_REPORT_BYTES,
    closeTimeout: 2_000,
    onRcptTo(address, _session, callback) {
      if (logIdOfReturnPath(returnPaths, address.address)) return callback();
      callback(Object.assign(new Error('5.1.1 no such return path'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      void (async () => {
        const raw = await buffer(stream);
        if ((stream as { sizeExceeded?: boolean }).sizeExceeded) {
          return callback(Object.assign(new Error('5.3.4 report too large'), { responseCode: 552 }));
        }
        // Loaded with the first report, not at start: most processes never get one.
        const { simpleParser } = await import('mailparser');
        const parsed = await simpleParser(raw, { keepDeliveryStatus: true });
        const report = readDeliveryStatus(
          parsed.attachments.map((part) => ({
            contentType: part.contentType,
            content: part.content.toString('utf8'),
          })),
        );
        const status = report ?? readPlainTextBounce(parsed.text ?? '');
        // Neither a report nor a plain bounce returning the e-mail's copy: nothing ties it to what we sent, so it
        // is refused in the conversation (its sender learns it), not taken and dropped.
        if (!status) {
          logger.info('mail to a return path that is no delivery report; refused');
          return callback(
            Object.assign(new Error('5.6.0 not a delivery report about this e-mail'), { responseCode: 550 }),
          );
        }
        const outcomes: BounceOutcome[] = [];
        for (const recipient of session.envelope.rcptTo) {
          const logId = logIdOfReturnPath(returnPaths, recipient.address);
          if (logId) outcomes.push(await settings.onReport({ logId, status }));
        }
        if (!report && outcomes.every((outcome) => UNTIED.has(outcome))) {
          logger.info({ outcomes }, 'a plain bounce tied to no e-mail of ours; refused');
          return callback(
            Object.assign(new Error('5.6.0 not a delivery report about this e-mail'), { responseCode: 550 }),
          );
        }
        callback();
      })().catch((error: unknown) => {
        logger.warn(
          { err: error },
          'a delivery report could not be recorded; the far side will send it again',
        );
        callback(Object.assign(new Error('4.3.0 try again later'), { responseCode: 451 }));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => logger.warn({ err: error }, 'bounce receiver error'));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
