// Every kind of e-mail the product sends, as it leaves (DKIM-signed by the production transport, caught by a real
// SMTP server), scored by SpamAssassin with its offline rules (Debian's package; `.ci/run` installs it): none may
// lose more than half a point, where 5 marks spam and a mailbox provider's own filters are stricter.
import { spawn } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { LANGUAGES } from '@app/platform/i18n/catalogue';
import { startMailbox, type Mailbox } from '@app/test-stack/mailbox';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMailer, mailOptions } from '../src/mailer/create-mailer.ts';
import { sampleEmails } from '../src/templates/sample-emails.ts';

const MAX_SCORE = 0.5;
let mailbox: Mailbox;

beforeAll(async () => {
  mailbox = await startMailbox();
});
afterAll(() => mailbox?.close());

/** SpamAssassin's output for `input`, its offline rules only (-L: no network lookups). */
function spamassassin(input: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('spamassassin', ['-L', '--mbox'], { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out).toString('latin1'))
        : reject(new Error(`spamassassin exited ${code}: ${Buffer.concat(err).toString()}`)),
    );
    child.stdin.end(input, 'latin1');
  });
}

/** The caught e-mails as one mbox (a "From " line before each; body lines that start so are quoted). */
function mboxOf(sources: Buffer[]): string {
  return sources
    .map((raw) => {
      const text = raw
        .toString('latin1')
        .replace(/\r\n/g, '\n')
        .replace(/^From /gm, '>From ');
      return `From legado@legado.test Thu Jan  1 00:00:00 2026\n${text}\n`;
    })
    .join('');
}

it('scores every kind of e-mail, in both languages, at most 0.5 with SpamAssassin', async () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const config = {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: mailbox.smtpPort,
    SMTP_SECURE: false,
    SMTP_USER: undefined,
    SMTP_PASSWORD: undefined,
    MAIL_FROM: 'Legado <no-reply@legado.test>',
    DKIM_DOMAIN: undefined,
    DKIM_SELECTOR: 'legado',
    DKIM_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString().replace(/\n/g, '\\n'),
    DKIM_NEXT_SELECTOR: undefined,
    DKIM_NEXT_PRIVATE_KEY: undefined,
  };
  const to = 'spam-score@example.com';
  const names: string[] = [];
  const mailer = createMailer(config, { pool: false });
  try {
    for (const language of LANGUAGES)
      for (const [name, email] of sampleEmails(language, 'https://legado.test')) {
        const id = `${name}.${language}`;
        names.push(id);
        await mailer.sendMail(mailOptions(config.MAIL_FROM, to, email, `<${id}@legado.test>`));
      }
  } finally {
    mailer.close();
  }
  const caught = await mailbox.messagesTo(to);
  expect(caught).toHaveLength(names.length);
  const sources = await Promise.all(caught.map((message) => mailbox.raw(message.ID)));

  // One process for all: its rules take seconds to load.
  const stdout = await spamassassin(mboxOf(sources));
  const scores = new Map<string, { score: number; tests: string }>();
  for (const message of stdout.split(/^From /m).slice(1)) {
    const id = /^Message-ID:\s*<([^@>]+)@/im.exec(message)?.[1];
    const status = /^X-Spam-Status:\s*\w+,\s*score=(-?[\d.]+)[^\n]*(?:\n[ \t][^\n]*)*/im.exec(message);
    if (id && status) scores.set(id, { score: Number(status[1]), tests: status[0].replace(/\s+/g, ' ') });
  }
  expect([...scores.keys()].sort()).toEqual([...names].sort());
  const over = [...scores].filter(([, { score }]) => score > MAX_SCORE);
  expect(over, over.map(([id, { tests }]) => `${id}: ${tests}`).join('\n')).toEqual([]);
}, 120_000);
