/**
 * The bare baseline `npm run bench -- --delivery` measures the product's delivery waves against: one Node process
 * doing only the essential work of each, with none of the product's layers (no events, no gRPC hops, no
 * Prisma, no outbox, no e-mail log):
 *  - the due rows read from the message database in one query (the run's, after the product's waves);
 *  - each message's envelope decrypted (AES-256-GCM, bound to its message and field: the platform's code);
 *  - the same e-mails rendered (notification's compiled templates) and sent, DKIM-signed as the product signs,
 *    over the same pooled SMTP transport to the same sink: per dated message the recipient's e-mail and the
 *    sender's notice, per proof-of-life message its check-in.
 * At most EVENTS_CONCURRENCY-times-two messages in hand at once, as many as the product's two consumers on the
 * path may hold. It writes `{"ready":true}` once connected, then one JSON line per wave to stdout:
`{"wave":"delivery","sent":…,"ms":…}`, then exits.
 *
 * Environment: DATABASE_URL (the run's message database), ENCRYPTION_KEYS, SMTP_PORT, DKIM_PRIVATE_KEY,
 * IN_HAND.
 */
import pg from 'pg';
import { parseKeyRing, decrypt } from '@app/platform/encryption';
import { createMailer, mailOptions } from '../services/notification/src/mailer/create-mailer.ts';
import { checkInEmail } from '../services/notification/src/templates/check-in-emails.ts';
import { recipientEmail, senderNotice } from '../services/notification/src/templates/message-emails.ts';
import { randomUUID } from 'node:crypto';

const env = process.env;
const keyRing = parseKeyRing(env.ENCRYPTION_KEYS ?? '');
const inHand = Number(env.IN_HAND ?? 8);
const from = 'Legado <no-reply@legado.local>';
const site = 'http://localhost:8080';
const mailer = createMailer({
  SMTP_HOST: '127.0.0.1',
  SMTP_PORT: Number(env.SMTP_PORT),
  SMTP_SECURE: false,
  MAIL_FROM: from,
  DKIM_SELECTOR: 'legado',
  DKIM_PRIVATE_KEY: env.DKIM_PRIVATE_KEY,
});

type Row = {
  id: string;
  scheduling_type: string;
  recipient_enc: string;
  recipient_email_enc: string;
  sender_name_enc: string;
  sender_email_enc: string;
  access_code_enc: string;
};

const send = (to: string, email: ReturnType<typeof recipientEmail>) =>
  mailer.sendMail(mailOptions(from, to, email, `<${randomUUID()}@legado.local>`));

async function deliver(row: Row): Promise<number> {
  const open = (field: string, value: string) => decrypt(keyRing, value, `message:${row.id}:${field}`);
  const recipient = open('recipient', row.recipient_enc);
  const senderName = open('senderName', row.sender_name_enc);
  const senderEmail = open('senderEmail', row.sender_email_enc);
  if (row.scheduling_type === 'life_proof') {
    await send(
      senderEmail,
      checkInEmail({
        language: 'en',
        name: senderName,
        recipient,
        missed: 0,
        answerBy: new Date(Date.now() + 7 * 86_400_000),
        timeZone: 'Europe/Madrid',
        test: false,
        lastChance: false,
        deliverAt: null,
        url: `${site}/proof-of-life#token=${randomUUID()}`,
      }),
    );
    return 1;
  }
  const accessCode = open('accessCode', row.access_code_enc);
  await send(
    open('recipientEmail', row.recipient_email_enc),
    recipientEmail({
      language: 'en',
      recipient,
      senderName,
      accessCode,
      url: `${site}/message/access`,
      // The product derives the choices token (one keyed hash) as it sends; the baseline writes the same link.
      choicesUrl: `${site}/recipient/choices#token=${row.id}`,
      oneClickUrl: `${site}/api/recipient-choices/one-click/${row.id}`,
    }),
  );
  await send(
    senderEmail,
    senderNotice({ kind: 'delivered', language: 'en', name: senderName, recipient, url: `${site}/` }),
  );
  return 2;
}

/** Every row of one kind, with `inHand` of them in flight at once. */
async function wave(client: pg.Client, schedulingType: string): Promise<{ sent: number; ms: number }> {
  const started = performance.now();
  const { rows } = await client.query<Row>(
    `SELECT id, scheduling_type, recipient_enc, recipient_email_enc, sender_name_enc, sender_email_enc,
            access_code_enc
       FROM message WHERE scheduling_type = $1 AND sealed_at IS NOT NULL`,
    [schedulingType],
  );
  let next = 0;
  let sent = 0;
  await Promise.all(
    Array.from({ length: inHand }, async () => {
      while (next < rows.length) sent += await deliver(rows[next++]!);
    }),
  );
  return { sent, ms: performance.now() - started };
}

const client = new pg.Client({ connectionString: env.DATABASE_URL });
await client.connect();
// Started: what comes after this line is the waves' work.
process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
for (const [name, schedulingType] of [
  ['delivery', 'specific_date'],
  ['check-in', 'life_proof'],
] as const) {
  process.stdout.write(`${JSON.stringify({ wave: name, ...(await wave(client, schedulingType)) })}\n`);
}
await client.end();
mailer.close();
