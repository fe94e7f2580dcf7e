import type { AddressInfo } from 'node:net';
import type { Readable } from 'node:stream';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One e-mail as the sink saw it: when its data ended, to whom, and the headers a count needs. */
export type SunkMail = { at: number; to: string; messageId: string; subject: string };

export type SmtpSink = {
  port: number;
  /** Every e-mail received so far, in order. */
  received: SunkMail[];
  /** The plain text of the last e-mail to `address` among those kept (`keepTextFor`), once it has come. */
  textTo: (address: string, timeoutMs?: number) => Promise<string>;
  /** From now on, the text of e-mails to addresses this accepts is kept (a sender's verification link). */
  keepTextFor: (accepts: (address: string) => boolean) => void;
  /** While on, every recipient gets 451 (a receiving server too busy): the soak's mail outage. */
  refuse: (on: boolean) => void;
  /** Recipients refused with 451 so far. */
  refusedCount: () => number;
  close: () => Promise<void>;
};

/**
 * Reads an e-mail's data to its end, keeping its header block only, or all of it when `whole`. `stream/consumers`'
 * `buffer` went through a Blob and copied each 24 KB e-mail three times: a third of the bench's CPU in a wave
 * was its garbage collector.
 */
function readMail(stream: Readable, whole: boolean): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let headerEnded = false;
    stream.on('data', (chunk: Buffer) => {
      if (!whole && headerEnded) return;
      chunks.push(chunk);
      // Looked for in what is kept: the header block is small, and mostly in the first chunk.
      if (!whole) headerEnded = Buffer.concat(chunks).includes('\r\n\r\n');
    });
    stream.once('end', () => resolve(Buffer.concat(chunks)));
    stream.once('error', reject);
  });
}

// The header block, unfolded: a continuation line (starting with white space) belongs to the line before.
function headersOf(raw: Buffer): Map<string, string> {
  const end = raw.indexOf('\r\n\r\n');
  const block = raw.subarray(0, end === -1 ? raw.length : end).toString('latin1');
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/**
 * The delivery bench's own SMTP server: it accepts everything at once and keeps only the headers it counts by
 * (reading each whole e-mail would spend the machine's two cores on the bench, not the product).
 */
export async function startSmtpSink(): Promise<SmtpSink> {
  const received: SunkMail[] = [];
  const texts = new Map<string, string>();
  let keepText: (address: string) => boolean = () => false;
  let refusing = false;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    closeTimeout: 1_000,
    // Pooled senders (the product's and the baseline's) keep several connections each.
    maxClients: 100,
    onRcptTo(_address, _session, callback) {
      if (!refusing) return callback();
      refused += 1;
      callback(Object.assign(new Error('4.3.2 try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const to = session.envelope.rcptTo[0]?.address ?? '';
      const whole = keepText(to);
      readMail(stream, whole).then(
        async (raw) => {
          const headers = headersOf(raw);
          received.push({
            at: Date.now(),
            to,
            messageId: headers.get('message-id') ?? '',
            subject: headers.get('subject') ?? '',
          });
          if (whole) texts.set(to, (await simpleParser(raw)).text ?? '');
          callback();
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    keepTextFor(accepts) {
      keepText = accepts;
    },
    async textTo(address, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const text = texts.get(address);
        if (text !== undefined) return text;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`no e-mail to ${address} within ${timeoutMs / 1000} s`);
    },
    refuse(on) {
      refusing = on;
    },
    refusedCount: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
