import type { AddressInfo } from 'node:net';
import { buffer } from 'node:stream/consumers';
import { SMTPServer } from 'smtp-server';
import type { Logger } from './logger.ts';
import type { MessageStore } from './message-store.ts';
import { bounces, deliveryReport, sendDeliveryReport } from './delivery-report.ts';
import { parseMail } from './parse-mail.ts';

export interface SmtpReceiver {
  port: number;
  close(): Promise<void>;
}

export async function startSmtpReceiver(options: {
  port: number;
  host: string;
  store: MessageStore;
  logger: Logger;
  /** Where mail to bounce.example is returned as undeliverable: the product's bounce receiver. */
  bounces?: { host: string; port: number };
}): Promise<SmtpReceiver> {
  const { store, logger, bounces: bounceTo } = options;
  const server = new SMTPServer({
    // Like Mailpit by default: no login, no TLS, every sender and recipient accepted.
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    // Clients are local; a reverse DNS lookup per connection would only slow every send down.
    disableReverseLookup: true,
    // A pooled client may hold its connection open; stopping a dev tool should not wait long for it.
    closeTimeout: 1_000,
    onData(stream, session, callback) {
      const { mailFrom, rcptTo } = session.envelope;
      const envelope = {
        mailFrom: mailFrom ? mailFrom.address : '',
        rcptTo: rcptTo.map((recipient) => recipient.address),
      };
      let raw = Buffer.alloc(0);
      buffer(stream)
        .then((received) => parseMail((raw = received), envelope))
        .then(
          (content) => {
            // Stored before the 250 reply, so a sender that got its answer can read the mail at once.
            const message = store.add(content);
            logger.info(
              `mail-catcher: caught "${message.subject}" from ${envelope.mailFrom} to ${envelope.rcptTo.join(', ')}`,
            );
            callback();
            // The far side of a bounce: accepted, then returned to the return path, as mail servers do.
            if (bounceTo && envelope.mailFrom) {
              for (const recipient of envelope.rcptTo.filter(bounces)) {
                const report = deliveryReport({ returnPath: envelope.mailFrom, recipient, original: raw });
                sendDeliveryReport(bounceTo, { returnPath: envelope.mailFrom, raw: report }).then(
                  () => logger.info(`mail-catcher: returned the mail to ${recipient} as undeliverable`),
                  (error: unknown) =>
                    logger.error(`mail-catcher: could not return a bounce: ${String(error)}`),
                );
              }
            }
          },
          (error: unknown) => {
            logger.error(`mail-catcher: could not read a mail: ${String(error)}`);
            callback(error instanceof Error ? error : new Error(String(error)));
          },
        );
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  server.on('error', (error) => logger.error(`mail-catcher: SMTP: ${error.message}`));

  return {
    // Listening on a TCP port, so the address is never a pipe name.
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
