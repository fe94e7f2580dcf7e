import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { sendAccountEmail } from '../src/domain/send-account-email.ts';
import {
  emailRequestEvents,
  mailerFor,
  openNotificationTestDatabase,
  sendDeps,
  silentLogger,
  startAuthService,
  type AuthService,
  type NotificationTestDatabase,
} from './helpers/notification-test-env.ts';
import { startMailbox, type Mailbox } from '@app/test-stack/mailbox';

let notification: NotificationTestDatabase;
let auth: AuthService;
let mailbox: Mailbox;
let mailer: ReturnType<typeof mailerFor>;
beforeAll(async () => {
  [notification, auth, mailbox] = await Promise.all([
    openNotificationTestDatabase('notification_prefix'),
    startAuthService('notification_prefix_auth'),
    startMailbox(),
  ]);
  mailer = mailerFor(mailbox.smtpPort);
});
afterAll(async () => {
  mailer?.close();
  await mailbox?.close();
  await auth?.stop();
  await notification?.close();
});

it('keeps the path of a PUBLIC_URL that has one in the link', async () => {
  const suffix = randomBytes(4).toString('hex');
  const email = `prefix.${suffix}@example.test`;
  // Registered through auth's gRPC call, as the bff does; auth then asks for the verification e-mail.
  const registered = await auth.client.Register({
    username: `prefix_${suffix}`,
    email,
    password: 'correct horse',
    fullName: 'Ana Pérez',
  });
  const user = registered.user!;
  const [event] = await emailRequestEvents(auth, user.id);
  const deps = { ...sendDeps(notification.db, auth, mailer), publicUrl: 'https://example.test/legado' };

  await sendAccountEmail(
    deps,
    { eventId: event!.id, kind: 'verify_email', userId: user.id, requestId: event!.payload.requestId },
    silentLogger,
  );

  const [summary] = await mailbox.messagesTo(email);
  const message = await mailbox.message(summary!.ID);
  expect(message.Text).toMatch(/https:\/\/example\.test\/legado\/verify-email\?token=[A-Za-z0-9_-]+/);
});
