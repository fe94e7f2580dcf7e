// Every kind of e-mail the product sends leaves DKIM-signed through the production transport, and its
// signature verifies (mailauth) against the DNS record the admin's status tab tells the operator to publish.
import { generateKeyPairSync } from 'node:crypto';
import { LANGUAGES } from '@app/platform/i18n/catalogue';
import { startMailbox, type Mailbox } from '@app/test-stack/mailbox';
import { dkimVerify } from 'mailauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, mailOptions, type MailerConfig } from '../src/mailer/create-mailer.ts';
import { mailAuthentication, type DnsRecord } from '../src/mailer/dkim.ts';
import { sampleEmails } from '../src/templates/sample-emails.ts';

let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox?.close());

/** A fresh RSA key as an env file carries it: one line, `\n` escapes. */
function envKey(bits = 2048): string {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: bits });
  return privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().replace(/\n/g, '\\n');
}

function configWith(keys: Partial<MailerConfig>): MailerConfig {
  return {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: mailbox.smtpPort,
    SMTP_SECURE: false,
    SMTP_USER: undefined,
    SMTP_PASSWORD: undefined,
    MAIL_FROM: 'Legado <no-reply@legado.test>',
    DKIM_DOMAIN: undefined,
    DKIM_SELECTOR: 'legado',
    DKIM_PRIVATE_KEY: undefined,
    DKIM_NEXT_SELECTOR: undefined,
    DKIM_NEXT_PRIVATE_KEY: undefined,
    ...keys,
  };
}

/** A resolver that answers only what the admin's tab says to publish: the test's whole DNS. */
const resolverOf = (records: DnsRecord[]) => async (name: string, type: string) => {
  const found = records.filter((record) => record.name === name && record.type === type);
  if (found.length === 0) throw Object.assign(new Error(`no ${type} at ${name}`), { code: 'ENOTFOUND' });
  return found.map((record) => [record.value]);
};

async function sendEveryKind(config: MailerConfig, to: string): Promise<number> {
  const mailer = createMailer(config, { pool: false });
  let sent = 0;
  try {
    for (const language of LANGUAGES) {
      for (const [name, rendering] of sampleEmails(language, 'https://legado.test')) {
        const email = rendering;
        await mailer.sendMail(mailOptions(config.MAIL_FROM, to, email, `<${name}.${language}@legado.test>`));
        sent += 1;
      }
    }
  } finally {
    mailer.close();
  }
  return sent;
}

describe('DKIM signing', () => {
  it('signs every kind of e-mail, in both languages, so that it verifies against the published key', async () => {
    const config = configWith({ DKIM_PRIVATE_KEY: envKey() });
    const published = mailAuthentication(config);
    expect(published.signed).toBe(true);
    expect(published.domain).toBe('legado.test');
    expect(published.records.map((record) => `${record.kind} ${record.name}`)).toEqual([
      'SPF legado.test',
      'DKIM legado._domainkey.legado.test',
      'DMARC _dmarc.legado.test',
    ]);
    expect(published.records[0]!.value).toBe('v=spf1 ip4:127.0.0.1 ~all');
    expect(published.records[2]!.value).toMatch(/^v=DMARC1; p=none;/);

    const to = 'every-kind@example.com';
    const sent = await sendEveryKind(config, to);
    const caught = await mailbox.messagesTo(to);
    expect(caught).toHaveLength(sent);
    expect(sent).toBeGreaterThanOrEqual(2 * 14);
    for (const message of caught) {
      const raw = await mailbox.raw(message.ID);
      const { results } = await dkimVerify(raw, { resolver: resolverOf(published.records) });
      expect(
        results.map((result) => [result.signingDomain, result.selector, result.status.result]),
        message.Subject,
      ).toEqual([['legado.test', 'legado', 'pass']]);
      // Every header we set is covered, the two our mail adds to nodemailer's list among them.
      const signed = /\bh=([^;]+)/.exec(raw.toString('latin1').replace(/\r\n[ \t]+/g, ''))?.[1]?.split(':');
      expect(signed).toEqual(
        expect.arrayContaining(['from', 'subject', 'to', 'content-language', 'auto-submitted']),
      );
      // A delivery's one-click refusal and a check-in's page that asks, present and signed (RFC 8058 asks it).
      const kind = /^<?([\w-]+)\./.exec(message.MessageID)?.[1] ?? '';
      const headers = await mailbox.headers(message.ID);
      if (kind === 'delivery') {
        expect(headers['List-Unsubscribe']?.[0]).toMatch(
          /^<https:\/\/legado\.test\/api\/recipient-choices\/one-click\/c+>$/,
        );
        expect(headers['List-Unsubscribe-Post']).toEqual(['List-Unsubscribe=One-Click']);
        expect(signed).toEqual(expect.arrayContaining(['list-unsubscribe', 'list-unsubscribe-post']));
      } else if (kind.startsWith('check-in')) {
        expect(headers['List-Unsubscribe']?.[0]).toMatch(
          /^<https:\/\/legado\.test\/proof-of-life#token=c+>$/,
        );
        expect(headers['List-Unsubscribe-Post']).toBeUndefined();
        expect(signed).toContain('list-unsubscribe');
      } else {
        expect(headers['List-Unsubscribe'], kind).toBeUndefined();
      }

      // The same bytes with one word of the body changed no longer verify: the check can fail.
      const tampered = Buffer.from(raw.toString('latin1').replace(/\r\n\r\n(.)/, '\r\n\r\nX'), 'latin1');
      const forged = await dkimVerify(tampered, { resolver: resolverOf(published.records) });
      expect(forged.results[0]?.status.result).not.toBe('pass');
    }
  });

  it('signs with both keys during a rotation, each verifying under its own selector', async () => {
    const config = configWith({
      DKIM_PRIVATE_KEY: envKey(),
      DKIM_NEXT_SELECTOR: 'legado2',
      DKIM_NEXT_PRIVATE_KEY: envKey(),
    });
    const published = mailAuthentication(config);
    const to = 'rotation@example.com';
    const mailer = createMailer(config, { pool: false });
    try {
      const [, rendering] = sampleEmails('es', 'https://legado.test')[0]!;
      await mailer.sendMail(mailOptions(config.MAIL_FROM, to, rendering, '<rotation@legado.test>'));
    } finally {
      mailer.close();
    }
    const [message] = await mailbox.messagesTo(to);
    const { results } = await dkimVerify(await mailbox.raw(message!.ID), {
      resolver: resolverOf(published.records),
    });
    expect(results.map((result) => [result.selector, result.status.result]).sort()).toEqual([
      ['legado', 'pass'],
      ['legado2', 'pass'],
    ]);
  });

  it('sends unsigned without a key, and the status says so without a DKIM record to publish', async () => {
    const published = mailAuthentication(configWith({}));
    expect(published).toMatchObject({ signed: false, domain: 'legado.test' });
    expect(published.records.map((record) => record.kind)).toEqual(['SPF', 'DMARC']);
  });
});
