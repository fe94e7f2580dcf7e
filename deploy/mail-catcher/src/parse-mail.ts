import { randomUUID } from 'node:crypto';
import { simpleParser } from 'mailparser';
import type { AddressObject, Attachment, ParsedMail } from 'mailparser';

export interface MailAddress {
  name: string;
  address: string;
}

export interface MailPart {
  partId: string;
  fileName: string;
  contentType: string;
  contentId: string;
  size: number;
}

/** What the SMTP client said in MAIL FROM and RCPT TO. */
export interface Envelope {
  mailFrom: string;
  rcptTo: string[];
}

/** Everything the read API shows about one mail, taken from its source as stored. */
export interface MailContent {
  messageId: string;
  from: MailAddress;
  to: MailAddress[];
  cc: MailAddress[];
  bcc: MailAddress[];
  replyTo: MailAddress[];
  returnPath: string;
  subject: string;
  /** The Date header, when the mail has a valid one. */
  date: Date | undefined;
  text: string;
  html: string;
  /** Header name (Go's canonical form, as Mailpit answers) to every value, names sorted. */
  headers: Record<string, string[]>;
  inline: MailPart[];
  attachments: MailPart[];
  snippet: string;
  size: number;
  /** The source as stored (the delivery headers added above what arrived), served as Mailpit's `/raw`. */
  raw: Buffer;
}

const snippetLength = 200;

export async function parseMail(raw: Buffer, envelope: Envelope): Promise<MailContent> {
  const received = await simpleParser(raw);
  const added = deliveryHeaders(received, envelope);
  // Parsing again keeps every field consistent with the source we store, added headers included.
  const source = added === '' ? raw : Buffer.concat([Buffer.from(added), raw]);
  const mail = added === '' ? received : await simpleParser(source);

  const headers = headerMap(mail);
  const from = addresses(mail.from)[0] ?? { name: '', address: '' };
  const text = mail.text ?? '';
  return {
    messageId: trimAngleBrackets(mail.messageId ?? ''),
    from,
    to: addresses(mail.to),
    cc: addresses(mail.cc),
    bcc: addresses(mail.bcc),
    replyTo: addresses(mail.replyTo),
    returnPath: trimAngleBrackets(headers['Return-Path']?.[0] ?? '') || from.address,
    subject: mail.subject ?? '',
    date: mail.date && !Number.isNaN(mail.date.getTime()) ? mail.date : undefined,
    text,
    html: mail.html || '',
    headers,
    // mailparser marks the parts the HTML shows in place (cid: images) as related.
    inline: mail.attachments.filter((part) => part.related).map(partSummary),
    attachments: mail.attachments.filter((part) => !part.related).map(partSummary),
    // mailparser derives the text from the HTML for HTML-only mails, so this covers both kinds.
    snippet: snippet(text),
    size: source.length,
    raw: source,
  };
}

/**
 * The headers Mailpit adds on delivery: Return-Path from MAIL FROM, a Message-ID when the mail has
 * none, and a Bcc listing envelope recipients that no To/Cc/Bcc header names (a sender that already
 * wrote a Bcc header keeps it as is).
 */
function deliveryHeaders(mail: ParsedMail, envelope: Envelope): string {
  const lines: string[] = [];
  if (!mail.headers.has('return-path')) lines.push(`Return-Path: <${envelope.mailFrom}>`);
  if (!mail.messageId) lines.push(`Message-ID: <${randomUUID()}@mail-catcher>`);
  const named = new Set(
    [...addresses(mail.to), ...addresses(mail.cc), ...addresses(mail.bcc)].map((a) =>
      a.address.toLowerCase(),
    ),
  );
  const hidden = envelope.rcptTo.filter((recipient) => !named.has(recipient.toLowerCase()));
  if (hidden.length > 0 && !mail.headers.has('bcc')) lines.push(`Bcc: ${hidden.join(', ')}`);
  return lines.map((line) => `${line}\r\n`).join('');
}

function addresses(field: AddressObject | AddressObject[] | undefined): MailAddress[] {
  const objects = field === undefined ? [] : Array.isArray(field) ? field : [field];
  return objects
    .flatMap((object) => object.value)
    .flatMap((entry) => entry.group ?? [entry])
    .flatMap((entry) => (entry.address ? [{ name: entry.name, address: entry.address }] : []));
}

/** Raw header values, unfolded but not decoded, like Go's net/mail that Mailpit answers with. */
function headerMap(mail: ParsedMail): Record<string, string[]> {
  const headers = new Map<string, string[]>();
  for (const { key, line } of mail.headerLines) {
    const name = canonicalHeaderName(key);
    const value = line
      .slice(line.indexOf(':') + 1)
      .replace(/\s*\r?\n[ \t]+/g, ' ')
      .trim();
    headers.set(name, [...(headers.get(name) ?? []), value]);
  }
  return Object.fromEntries([...headers].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** `message-id` → `Message-Id`, as Go's textproto.CanonicalMIMEHeaderKey writes it. */
function canonicalHeaderName(name: string): string {
  return name.toLowerCase().replace(/(^|-)([a-z])/g, (_match, dash: string, letter: string) => {
    return dash + letter.toUpperCase();
  });
}

function partSummary(part: Attachment): MailPart {
  return {
    partId: part.partId ?? '',
    fileName: part.filename ?? part.cid ?? '',
    contentType: part.contentType,
    contentId: part.cid ?? '',
    size: part.size,
  };
}

function snippet(text: string): string {
  const flat = text.replaceAll('\uFEFF', ' ').replace(/\s+/g, ' ').trim();
  const characters = [...flat];
  return characters.length <= snippetLength ? flat : `${characters.slice(0, snippetLength).join('')}...`;
}

function trimAngleBrackets(value: string): string {
  return value.trim().replace(/^[<>]+|[<>]+$/g, '');
}
