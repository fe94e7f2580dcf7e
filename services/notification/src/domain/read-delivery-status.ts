import type { BounceCause } from '@app/proto/rules/bounce-causes';

/**
 * Reads a delivery status notification (RFC 3464): a `multipart/report; report-type=delivery-status` whose
 * `message/delivery-status` part says, per recipient, what became of the e-mail (`Action: failed`, `Status:
 * 5.1.1`), and whose third part returns the original's headers (`text/rfc822-headers` or the whole
 * `message/rfc822`), where its Message-ID is. `failed` is final whatever the status's class: a 4.x.x with
 * `failed` is the far side giving up after days of temporary refusals (Postfix, Exim and Exchange send 4.2.2 when
 * a full mailbox expires a message). Only `delayed` is the far side still trying; anything else (`delivered`,
 * `relayed`, `expanded`) is no news.
 */
export type DeliveryStatus =
  | { outcome: 'failed'; status: string; cause: BounceCause; originalMessageId: string | null }
  | { outcome: 'delayed' | 'not_a_failure'; status: string | null; originalMessageId: string | null };

/**
 * Why a final failure failed, from its status code (RFC 3463): the address (5.1.x bad address, 5.2.1 mailbox
 * disabled), a full mailbox (x.2.2), too large (x.2.3, x.3.4), refused by policy or as spam (x.7.x: the address
 * is fine, the receiver would not take our mail), or anything else (an expired 4.4.7, a 5.0.0).
 */
const STATUS = /^([245])\.(\d{1,3})\.(\d{1,3})$/;
// An enhanced code inside a diagnostic ("550-5.1.1 The email account…"), for reports whose Status is only x.0.0.
const DIAGNOSTIC_STATUS = /\b([245]\.\d{1,3}\.\d{1,3})\b/;

export function causeOfStatus(status: string): BounceCause {
  const match = STATUS.exec(status);
  if (!match) return 'other';
  const [, klass, subject, detail] = match;
  const code = `${subject}.${detail}`;
  if (code === '2.2') return 'mailbox_full';
  if (code === '2.3' || code === '3.4') return 'too_large';
  if (subject === '7') return 'blocked';
  // A temporary address fault that expired (a name that did not resolve for days) proves nothing of the address.
  if (klass === '5' && (subject === '1' || code === '2.1')) return 'address';
  return 'other';
}

/** The cause an enhanced code inside a server's words says (`550 5.1.1 No such user`); `other` without one. */
export function causeOfDiagnostic(diagnostic: string): BounceCause {
  const inner = DIAGNOSTIC_STATUS.exec(diagnostic)?.[1];
  return inner ? causeOfStatus(inner) : 'other';
}

/** A report's parts as a MIME parser gives them: each part's type and its text. */
export type ReportPart = { contentType: string; content: string };

/** Header-like fields (RFC 822 style, folded lines joined), names lower-cased; blocks are split on blank lines. */
function fieldBlocks(text: string): Map<string, string>[] {
  return text
    .replace(/\r\n/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((block) => {
      const fields = new Map<string, string>();
      for (const line of block.replace(/\n[ \t]+/g, ' ').split('\n')) {
        const colon = line.indexOf(':');
        if (colon > 0) fields.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
      }
      return fields;
    })
    .filter((fields) => fields.size > 0);
}

export function readDeliveryStatus(parts: readonly ReportPart[]): DeliveryStatus | null {
  const report = parts.find((part) => part.contentType.toLowerCase() === 'message/delivery-status');
  if (!report) return null;
  const returned = parts.find((part) =>
    ['text/rfc822-headers', 'message/rfc822'].includes(part.contentType.toLowerCase()),
  );
  const originalMessageId = returned ? (fieldBlocks(returned.content)[0]?.get('message-id') ?? null) : null;
  // The first block is about the message; each one after it about one recipient (we send to one).
  const recipients = fieldBlocks(report.content).filter((fields) => fields.has('action'));
  for (const fields of recipients) {
    const action = fields.get('action')!.toLowerCase();
    const given = fields.get('status')?.split(/\s/)[0] ?? '';
    const klass = STATUS.exec(given)?.[1];
    if (action === 'failed') {
      const status = klass ? refined(given, fields.get('diagnostic-code')) : '5.0.0';
      return { outcome: 'failed', status, cause: causeOfStatus(status), originalMessageId };
    }
    if (action === 'delayed') return { outcome: 'delayed', status: klass ? given : null, originalMessageId };
  }
  return { outcome: 'not_a_failure', status: null, originalMessageId };
}

/**
 * Some servers (Gmail among them) say only `Status: 5.0.0` and put the real code in the diagnostic; a code of the
 * same class there is the more precise one. A failure without a readable status is a failure all the same.
 */
function refined(status: string, diagnostic: string | undefined): string {
  if (!status.endsWith('.0.0') || !diagnostic) return status;
  const inner = DIAGNOSTIC_STATUS.exec(diagnostic)?.[1];
  return inner && inner[0] === status[0] ? inner : status;
}

// Where a plain-text bounce's returned copy begins: qmail's (QSBMF) and Exim's words.
const RETURNED_COPY =
  /^(?:--- Below this line is a copy of the message\.|-+ This is a copy of the message, including all the headers\. -+)[ \t]*$/m;
// qmail's codes ride in the diagnostic as `(#5.1.1)`; other servers quote the reply (`550 5.1.1 …`).
const QMAIL_STATUS = /\(#([245]\.\d{1,3}\.\d{1,3})\)/;
const PERMANENT = /permanent error|I've given up|could not be delivered|delivery failed/i;

/**
 * A bounce that is no RFC 3464 report (qmail's "failure notice", Exim's and some providers' plain text): believed
 * only with its returned copy's Message-ID, which record-bounce then holds to the logged e-mail's, as for a report
 * (the signed return path already named the e-mail). Its status is the first code in the explanation above the
 * copy; one said to be permanent without a code is a 5.0.0, one with a 4.x.x and no such words a delay. Null when
 * there is no returned copy with a Message-ID: nothing ties it to an e-mail.
 */
export function readPlainTextBounce(text: string): DeliveryStatus | null {
  const normalised = text.replace(/\r\n/g, '\n');
  const copyAt = RETURNED_COPY.exec(normalised);
  if (!copyAt) return null;
  const copy = normalised.slice(copyAt.index + copyAt[0].length).replace(/^\n+/, '');
  const originalMessageId = fieldBlocks(copy)[0]?.get('message-id') ?? null;
  if (!originalMessageId) return null;
  const explanation = normalised.slice(0, copyAt.index);
  const given = QMAIL_STATUS.exec(explanation)?.[1] ?? DIAGNOSTIC_STATUS.exec(explanation)?.[1];
  const permanent = PERMANENT.test(explanation);
  if (given?.startsWith('4') && !permanent) return { outcome: 'delayed', status: given, originalMessageId };
  if (!given && !permanent) return { outcome: 'not_a_failure', status: null, originalMessageId };
  const status = given ?? '5.0.0';
  return { outcome: 'failed', status, cause: causeOfStatus(status), originalMessageId };
}
