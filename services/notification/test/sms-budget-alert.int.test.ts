// The admins' alert on the SMS budget: the real auth service names the admins, the e-mails go to a real SMTP
// server, in each admin's language, and a redelivered event sends nobody a second one.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startMailbox, type Mailbox } from '@app/test-stack/mailbox';
import { sendSmsBudgetAlert, type SmsBudgetAlertDeps } from '../src/domain/send-sms-budget-alert.ts';
import {
  mailerFor,
  mailFrom,
  openNotificationTestDatabase,
  publicUrl,
  silentLogger,
  startAuthService,
  type NotificationTestDatabase,
} from './helpers/notification-test-env.ts';

let auth: Awaited<ReturnType<typeof startAuthService>>;
let notification: NotificationTestDatabase;
let mailbox: Mailbox;
let mailer: ReturnType<typeof mailerFor>;
let deps: SmsBudgetAlertDeps;

beforeAll(async () => {
  [auth, notification, mailbox] = await Promise.all([
    startAuthService('notification_sms_alert'),
    openNotificationTestDatabase('notification_sms_alert'),
    startMailbox(),
  ]);
  mailer = mailerFor(mailbox.smtpPort);
  deps = { db: notification.db, auth: auth.client, mailer, from: mailFrom, publicUrl, now: () => new Date() };
});

afterAll(async () => {
  mailer?.close();
  await mailbox?.close();
  await notification?.close();
  await auth?.stop();
});

/** A user as auth stores one: an admin or not, confirmed or not, suspended or not. */
async function user(options: { admin: boolean; verified?: boolean; suspended?: boolean; language?: string }) {
  const suffix = randomUUID().slice(0, 8);
  const email = `alert.${suffix}@example.com`;
  await auth.sql.query(
    `INSERT INTO app_user (id, username, username_key, email, password_hash, full_name, role, language,
                           email_verified_at, suspended_at)
     VALUES (gen_random_uuid(), $1, $1, $2, 'x', $3, $4, $5, $6, $7)`,
    [
      `alert_${suffix}`,
      email,
      `Admin ${suffix}`,
      options.admin ? 'admin' : 'user',
      options.language ?? 'es',
      options.verified === false ? null : new Date(),
      options.suspended ? new Date() : null,
    ],
  );
  return email;
}

it('e-mails every admin who can read it, in their language, with the status tab, once per event', async () => {
  const spanish = await user({ admin: true });
  const english = await user({ admin: true, language: 'en' });
  const unconfirmed = await user({ admin: true, verified: false });
  const suspended = await user({ admin: true, suspended: true });
  const sender = await user({ admin: false });
  const warning = { eventId: randomUUID(), state: 'near' as const, spent: 160, budget: 200 };

  await expect(sendSmsBudgetAlert(deps, warning, silentLogger)).resolves.toBe(2);
  // Delivered again (a redelivery, a re-drive): every admin already has theirs.
  await sendSmsBudgetAlert(deps, warning, silentLogger);

  const [toSpanish] = await mailbox.messagesTo(spanish);
  expect(await mailbox.messagesTo(spanish)).toHaveLength(1);
  const es = await mailbox.message(toSpanish!.ID);
  expect(es.Subject).toBe('Legado: los códigos SMS de hoy se acercan al límite');
  expect(es.Text).toContain('Se han enviado 160 de los 200 códigos SMS');
  expect(es.Text).toContain(`${publicUrl}/admin?tab=status`);

  const [toEnglish] = await mailbox.messagesTo(english);
  expect(await mailbox.messagesTo(english)).toHaveLength(1);
  const en = await mailbox.message(toEnglish!.ID);
  expect(en.Subject).toBe("Legado: today's SMS codes are nearing the limit");
  expect(en.Text).toContain('160 of the 200 SMS codes');

  for (const nobody of [unconfirmed, suspended, sender]) expect(await mailbox.messagesTo(nobody)).toEqual([]);

  const spent = { eventId: randomUUID(), state: 'spent' as const, spent: 200, budget: 200 };
  await sendSmsBudgetAlert(deps, spent, silentLogger);
  const [latest] = await mailbox.messagesTo(spanish);
  expect(latest!.Subject).toBe('Legado: se han agotado los códigos SMS de hoy');
});
