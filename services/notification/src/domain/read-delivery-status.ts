/**
 * Reads a delivery status notification (RFC 3464): a `multipart/report; report-type=delivery-status` whose
 * `message/delivery-status` part says, per recipient, what became of the e-mail (`Action: failed`, `Status:
 * 5.1.1`), and whose third part returns the original's headers (`text/rfc822-headers` or the whole
 * `message/rfc822`), where its Message-ID is. Only a permanent failure (`failed` with a 5.x.x status) is a fact;
 * a 4.x.x status or `delayed` is the far side still trying, and nothing else (`delivered`, `relayed`) is news.
 */
export type DeliveryStatus =
  | { outcome: 'permanent'; status: string; originalMessageId: string | null }
  | { outcome: 'transient' | 'not_a_failure'; status: string | null; originalMessageId: string | null };

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

const STATUS = /^([245])\.\d{1,3}\.\d{1,3}$/;

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
    const status = fields.get('status')?.split(/\s/)[0] ?? '';
    const klass = STATUS.exec(status)?.[1];
    if (action === 'failed' && klass === '5') return { outcome: 'permanent', status, originalMessageId };
    if (action === 'failed' || action === 'delayed')
      return { outcome: 'transient', status: klass ? status : null, originalMessageId };
  }
  return { outcome: 'not_a_failure', status: null, originalMessageId };
}
