// A check-in whose mail expired in a far server's queue (a full mailbox refused it for days: `Action: failed`,
// `Status: 4.2.2`) goes to the sender's backup address, through every real part between: the scheduler sends the
// check-in, notification mails it, a private Postfix fails it and reports by SMTP to notification's bounce
// receiver, and the scheduler, told of the bounce, sends the same check-in to the backup address.
import { randomUUID } from 'node:crypto';
import { startBackends, type Backends } from '@app/test-stack/backends';
import { startMailbox, type Mailbox } from '@app/test-stack/mailbox';
import { startNotification, type Notification } from '@app/test-stack/notification';
import { connectMessage, sealedMessage, verifiedSender } from '@app/test-stack/sealed-messages';
import { freePort } from '@app/test-stack/test-service';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startPrivatePostfix, type PrivatePostfix } from './helpers/private-postfix.ts';

let backends: Backends;
let mailbox: Mailbox;
let notification: Notification;
let postfix: PrivatePostfix | undefined;
let bouncePort: number;
// The sender's own address, at a domain whose server keeps refusing it, and their confirmed backup.
const own = `ana.${randomUUID().slice(0, 8)}@full.far.example`;
const backup = `ana.backup.${randomUUID().slice(0, 8)}@example.com`;

beforeAll(async () => {
  backends = await startBackends('expired_check_in');
  bouncePort = await freePort();
  mailbox = await startMailbox();
  notification = await startNotification('expired_check_in', backends, {
    smtpPort: mailbox.smtpPort,
    bouncePort,
  });
});

afterAll(async () => {
  await postfix?.stop();
  await notification?.stop();
  await mailbox?.close();
  await backends?.stop();
});

/** The caught mail that notification logged as sent for `kind` about the message, once it is there. */
async function mailOfKind(kind: 'check_in' | 'check_in_backup', messageId: string) {
  const sent = async () => {
    const { rows } = await notification.sql.query<{ message_id: string }>(
      `SELECT message_id FROM email_log WHERE kind = $1 AND about_message_id = $2 AND status = 'sent'`,
      [kind, messageId],
    );
    if (!rows[0]) return undefined;
    const caught = await mailbox.messagesTo(kind === 'check_in' ? own : backup);
    return caught.find((mail) => `<${mail.MessageID}>` === rows[0]!.message_id);
  };
  await expect.poll(sent, { timeout: 30_000, interval: 100 }).toBeDefined();
  return (await sent())!;
}

it('goes to the backup address, and the timeline says the check-in bounced', async () => {
  const sender = await verifiedSender(backends, 'expired', { email: own });
  // As auth's own calls leave a confirmed backup address (those calls have their tests in auth).
  await backends.authSql.query(
    'UPDATE app_user SET backup_email = $2, backup_email_verified_at = now() WHERE id = $1',
    [sender.user.id, backup],
  );
  const message = connectMessage(backends.messageAddress);
  const { messageId } = await sealedMessage(message, sender, { schedulingType: 'life_proof' }).finally(() =>
    message.close(),
  );
  await expect
    .poll(
      async () =>
        (
          await backends.schedulerSql.query('SELECT 1 FROM life_proof_switch WHERE message_id = $1', [
            messageId,
          ])
        ).rowCount,
      { timeout: 30_000 },
    )
    .toBe(1);
  // The month is up: the scheduler's next round sends the run's first check-in, to the sender's own address.
  await backends.schedulerSql.query(
    "UPDATE life_proof_switch SET next_at = now() - interval '1 second' WHERE message_id = $1",
    [messageId],
  );
  const checkIn = await mailOfKind('check_in', messageId);

  // The far side: the e-mail, as it left, handed to a Postfix that refuses it for now until it expires.
  const raw = await mailbox.raw(checkIn.ID);
  const returnPath = /^Return-Path: <([^>]+)>/im.exec(raw.toString('utf8'))?.[1];
  expect(returnPath).toMatch(/^bounces\+/);
  postfix = await startPrivatePostfix({
    failures: { 'full.far.example': 'retry:4.2.2 Mailbox full' },
    reportsTo: { domain: returnPath!.split('@')[1]!, port: bouncePort },
  });
  await postfix.inject(raw, { from: returnPath!, to: own });

  const rerouted = await mailOfKind('check_in_backup', messageId).catch(async (error: unknown) => {
    throw new Error(`${String(error)}\n${await postfix!.log()}`);
  });
  expect((await mailbox.message(rerouted.ID)).Text).toContain('dirección de respaldo');
  const { rows: logged } = await notification.sql.query<{ kind: string; status: string; last_error: string }>(
    'SELECT kind, status::text, last_error FROM email_log WHERE about_message_id = $1 ORDER BY created_at',
    [messageId],
  );
  expect(logged).toEqual([
    { kind: 'check_in', status: 'bounced', last_error: 'DSN 4.2.2' },
    { kind: 'check_in_backup', status: 'sent', last_error: null },
  ]);
  const { rows: steps } = await backends.schedulerSql.query<{ cause: string }>(
    'SELECT cause FROM life_proof_step WHERE message_id = $1 ORDER BY at',
    [messageId],
  );
  expect(steps.map((step) => step.cause)).toContain('check_in_bounced');
}, 120_000);
