import { readFileSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { readDeliveryStatus, type ReportPart } from '../src/domain/read-delivery-status.ts';

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
  it('finds a failure for good and the original e-mail’s Message-ID in a real mail server’s report', async () => {
    expect(readDeliveryStatus(await partsOf(postfix))).toEqual({
      outcome: 'permanent',
      status: '5.1.1',
      originalMessageId: '<1b4e28ba-2fa1-11d2-883f-0016d3cca427@legado.local>',
    });
  });

  it('takes a 4.x.x or a delay for the far side still trying, and a success for no news', async () => {
    const text = postfix.toString('utf8');
    const delayed = text
      .replace('Action: failed', 'Action: delayed')
      .replace('Status: 5.1.1', 'Status: 4.4.7');
    expect(readDeliveryStatus(await partsOf(delayed))).toMatchObject({
      outcome: 'transient',
      status: '4.4.7',
    });
    const temporary = text.replace('Status: 5.1.1', 'Status: 4.2.2');
    expect(readDeliveryStatus(await partsOf(temporary))).toMatchObject({ outcome: 'transient' });
    const relayed = text
      .replace('Action: failed', 'Action: relayed')
      .replace('Status: 5.1.1', 'Status: 2.0.0');
    expect(readDeliveryStatus(await partsOf(relayed))).toMatchObject({ outcome: 'not_a_failure' });
  });

  it('finds the Message-ID in a whole returned e-mail too, and nothing in a mail that is no report', async () => {
    const whole = postfix
      .toString('utf8')
      .replace('Content-Type: text/rfc822-headers', 'Content-Type: message/rfc822');
    expect(readDeliveryStatus(await partsOf(whole))).toMatchObject({
      outcome: 'permanent',
      originalMessageId: '<1b4e28ba-2fa1-11d2-883f-0016d3cca427@legado.local>',
    });
    const plain = 'From: someone@example.com\r\nSubject: out of office\r\n\r\nI am away.\r\n';
    expect(readDeliveryStatus(await partsOf(plain))).toBeNull();
  });
});
