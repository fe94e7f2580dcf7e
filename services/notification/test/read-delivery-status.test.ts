import { readFileSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import {
  readDeliveryStatus,
  readPlainTextBounce,
  type ReportPart,
} from '../src/domain/read-delivery-status.ts';

// A report as Postfix writes one (RFC 3464): explanation, delivery status, the original's headers.
const postfix = readFileSync(new URL('./fixtures/postfix-bounce.eml', import.meta.url));

async function partsOf(raw: Buffer | string): Promise<ReportPart[]> {
  const parsed = await simpleParser(raw, { keepDeliveryStatus: true });
  return parsed.attachments.map((part) => ({
    contentType: part.contentType,
    content: part.content.toString('utf8'),
  }));
}

describe('reading a delivery status notification', () => {
  it('finds a final failure, its cause and the original e-mail’s Message-ID in a mail server’s report', async () => {
    expect(readDeliveryStatus(await partsOf(postfix))).toEqual({
      outcome: 'failed',
      status: '5.1.1',
      cause: 'address',
      originalMessageId: '<1b4e28ba-2fa1-11d2-883f-0016d3cca427@legado.local>',
    });
  });

  it('takes a failure with a 4.x.x for final (an expired message), a delay for still trying, a success for no news', async () => {
    const text = postfix.toString('utf8');
    const expired = text.replace('Status: 5.1.1', 'Status: 4.2.2');
    expect(readDeliveryStatus(await partsOf(expired))).toMatchObject({
      outcome: 'failed',
      status: '4.2.2',
      cause: 'mailbox_full',
    });
    const delayed = text
      .replace('Action: failed', 'Action: delayed')
      .replace('Status: 5.1.1', 'Status: 4.4.7');
    expect(readDeliveryStatus(await partsOf(delayed))).toMatchObject({ outcome: 'delayed', status: '4.4.7' });
    const relayed = text
      .replace('Action: failed', 'Action: relayed')
      .replace('Status: 5.1.1', 'Status: 2.0.0');
    expect(readDeliveryStatus(await partsOf(relayed))).toMatchObject({ outcome: 'not_a_failure' });
  });

  it('keeps each status’s cause as RFC 3463 means it', async () => {
    const text = postfix.toString('utf8');
    const causeOf = async (status: string, diagnostic = 'smtp; 550 refused') =>
      readDeliveryStatus(
        await partsOf(
          text
            .replace('Status: 5.1.1', `Status: ${status}`)
            .replace(/Diagnostic-Code: [^]*?table(\r?\n)/, `Diagnostic-Code: ${diagnostic}$1`),
        ),
      );
    const cases: [string, string][] = [
      ['5.1.1', 'address'],
      ['5.1.10', 'address'],
      ['5.2.1', 'address'],
      ['5.2.2', 'mailbox_full'],
      ['4.2.2', 'mailbox_full'],
      ['5.2.3', 'too_large'],
      ['5.3.4', 'too_large'],
      ['5.7.1', 'blocked'],
      ['5.7.26', 'blocked'],
      ['4.4.7', 'other'],
      ['4.1.2', 'other'],
      ['5.4.4', 'other'],
    ];
    for (const [status, cause] of cases) {
      expect(await causeOf(status), status).toMatchObject({ outcome: 'failed', status, cause });
    }
    // Only "5.0.0" in Status, the real code in the diagnostic (as Gmail's reports say it).
    expect(
      await causeOf(
        '5.0.0',
        'smtp; 550-5.7.1 Our system has detected that this message is likely unsolicited',
      ),
    ).toMatchObject({ status: '5.7.1', cause: 'blocked' });
    expect(await causeOf('5.0.0', 'smtp; 550 no such user')).toMatchObject({
      status: '5.0.0',
      cause: 'other',
    });
  });

  it('finds the Message-ID in a whole returned e-mail too, and nothing in a mail that is no report', async () => {
    const whole = postfix
      .toString('utf8')
      .replace('Content-Type: text/rfc822-headers', 'Content-Type: message/rfc822');
    expect(readDeliveryStatus(await partsOf(whole))).toMatchObject({
      outcome: 'failed',
      originalMessageId: '<1b4e28ba-2fa1-11d2-883f-0016d3cca427@legado.local>',
    });
    const plain = 'From: someone@example.com\r\nSubject: out of office\r\n\r\nI am away.\r\n';
    expect(readDeliveryStatus(await partsOf(plain))).toBeNull();
  });
});

// Reports as two large mailbox providers write them: Exchange Online's non-delivery report (an address its
// directory does not know, 5.1.10) and Gmail's (a block as unsolicited, the real code only in the diagnostic).
const exchange = readFileSync(new URL('./fixtures/exchange-ndr.eml', import.meta.url), 'utf8');
const gmail = readFileSync(new URL('./fixtures/gmail-block.eml', import.meta.url), 'utf8');

describe('reading a mailbox provider’s report', () => {
  it('reads Exchange Online’s non-delivery report as an address that does not exist', async () => {
    expect(
      readDeliveryStatus(await partsOf(exchange.replaceAll('MESSAGE_ID_HERE', 'x1@legado.local'))),
    ).toEqual({
      outcome: 'failed',
      status: '5.1.10',
      cause: 'address',
      originalMessageId: '<x1@legado.local>',
    });
  });

  it('reads Gmail’s block as a block, not a wrong address, from the code in its diagnostic', async () => {
    expect(readDeliveryStatus(await partsOf(gmail.replaceAll('MESSAGE_ID_HERE', 'g1@legado.local')))).toEqual(
      {
        outcome: 'failed',
        status: '5.7.1',
        cause: 'blocked',
        originalMessageId: '<g1@legado.local>',
      },
    );
  });
});

// qmail's "failure notice" (QSBMF): plain text, the returned copy below its break line.
const qmail = readFileSync(new URL('./fixtures/qmail-failure-notice.eml', import.meta.url), 'utf8');

describe('reading a plain-text bounce', () => {
  it('finds a qmail failure, its cause and the returned copy’s Message-ID', async () => {
    const { text } = await simpleParser(qmail.replace('MESSAGE_ID_HERE', 'e1@legado.test'));
    expect(readPlainTextBounce(text ?? '')).toEqual({
      outcome: 'failed',
      status: '5.1.1',
      cause: 'address',
      originalMessageId: '<e1@legado.test>',
    });
  });

  it('reads qmail’s other codes and words: a full mailbox, an expiry, a permanent error with no code', async () => {
    const full = qmail.replace('Sorry, no mailbox here by that name. (#5.1.1)', 'Mailbox is full. (#5.2.2)');
    expect(readPlainTextBounce(full)).toMatchObject({ outcome: 'failed', cause: 'mailbox_full' });
    const expired = qmail.replace('(#5.1.1)', '(#4.4.1)');
    expect(readPlainTextBounce(expired)).toMatchObject({
      outcome: 'failed',
      status: '4.4.1',
      cause: 'other',
    });
    const noCode = qmail.replace(' (#5.1.1)', '');
    expect(readPlainTextBounce(noCode)).toMatchObject({ outcome: 'failed', status: '5.0.0' });
  });

  it('ties nothing without a returned copy, or a copy without its Message-ID', () => {
    const [explanation] = qmail.split('--- Below this line');
    expect(readPlainTextBounce(explanation!)).toBeNull();
    expect(readPlainTextBounce(qmail.replace(/^Message-ID: .*\n/m, ''))).toBeNull();
    expect(readPlainTextBounce('Out of office until Monday.')).toBeNull();
  });
});
