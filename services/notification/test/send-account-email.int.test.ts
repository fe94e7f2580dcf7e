import { testIdentity } from '@app/platform/test-support/test-keys';
import { randomBytes, randomUUID } from 'node:crypto';
import { AppError } from '@app/platform/errors';
import { createGrpcClient } from '@app/platform/grpc-client';
import { services } from '@app/proto/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageIdFor } from '../src/domain/send-once.ts';
import {
  sendAccountEmail,
  type AccountEmailRequest,
  type SendDeps,
} from '../src/domain/send-account-email.ts';
import {
  closedPort,
  emailLogRow,
  emailLogText,
  emailRequestEvents,
  linkToken,
  mailerFor,
  mailFrom,
  openNotificationTestDatabase,
  publicUrl,
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
let deps: SendDeps;

beforeAll(async () => {
  [notification, auth, mailbox] = await Promise.all([
    openNotificationTestDatabase('notification_send'),
    startAuthService('notification_send_auth'),
    startMailbox(),
  ]);
  mailer = mailerFor(mailbox.smtpPort);
  deps = sendDeps(notification.db, auth, mailer);
});

afterAll(async () => {
  mailer?.close();
  await mailbox?.close();
  await auth?.stop();
  await notification?.close();
});

const password = 'correct horse battery';

/**
 * A user registered through auth's Register call (with the browser's settings, when given), and the event auth
 * wrote asking for their verification e-mail.
 */
async function registeredUser(client?: { language?: 'es' | 'en'; timeZone?: string }) {
  const suffix = randomBytes(4).toString('hex');
  const email = `reader.${suffix}@example.test`;
  const registered = await auth.client.Register({
    username: `reader_${suffix}`,
    email,
    password,
    fullName: 'Lucía Gómez',
    client,
  });
  const user = registered.user!;
  const [event] = await emailRequestEvents(auth, user.id);
  expect(event?.type).toBe('auth.email_verification.requested');
  const request: AccountEmailRequest = {
    eventId: event!.id,
    kind: 'verify_email',
    userId: user.id,
    requestId: event!.payload.requestId,
  };
  return { user, email, request };
}

const send = (request: AccountEmailRequest, using: SendDeps = deps) =>
  sendAccountEmail(using, request, silentLogger);

const stripBrackets = (value: string) => value.replace(/^<|>$/g, '');

describe('sendAccountEmail: verification', () => {
  it('sends one e-mail to the user with a link whose token verifies through auth', async () => {
    const { user, email, request } = await registeredUser();

    await send(request);

    const messages = await mailbox.messagesTo(email);
    expect(messages).toHaveLength(1);
    const message = await mailbox.message(messages[0]!.ID);
    expect(message.To.map((to) => to.Address)).toEqual([email]);
    expect(message.From).toEqual({ Name: 'Legado', Address: 'no-reply@legado.test' });
    expect(message.Text).toContain('Lucía Gómez');
    const token = linkToken(message.Text, '/verify-email');
    expect(token).toBeDefined();
    expect(message.Text).toContain(`${publicUrl}/verify-email?token=${token}`);
    expect(message.HTML).toContain(`href="${publicUrl}/verify-email?token=${token}"`);
    expect(linkToken(message.Text, '/reset-password')).toBeUndefined();

    await expect(auth.client.VerifyEmail({ token: token! })).resolves.toEqual({ userId: user.id });
    const { rows } = await auth.sql.query('SELECT email_verified_at FROM app_user WHERE id = $1', [user.id]);
    expect(rows[0].email_verified_at).not.toBeNull();
  });

  it('sends nothing more when the same event arrives again', async () => {
    const { email, request } = await registeredUser();
    await send(request);

    await send(request);
    await send(request);

    expect(await mailbox.messagesTo(email)).toHaveLength(1);
    const row = await emailLogRow(notification.sql, request.eventId);
    expect(row).toMatchObject({ status: 'sent', kind: 'verify_email', user_id: request.userId });
  });

  it('gives the e-mail the Message-Id of its event, and the same one again after a crash', async () => {
    const { email, request } = await registeredUser();
    await send(request);
    const expected = stripBrackets(messageIdFor(request.eventId, mailFrom));
    expect(expected).toBe(`${request.eventId}@legado.test`);

    // A crash after the SMTP server took the e-mail but before the log said so.
    await notification.sql.query(
      `UPDATE email_log SET status = 'pending', sent_at = NULL WHERE event_id = $1`,
      [request.eventId],
    );
    await send(request);

    const messages = await mailbox.messagesTo(email);
    expect(messages).toHaveLength(2);
    const headers = await Promise.all(messages.map((m) => mailbox.headers(m.ID)));
    for (const h of headers) expect(h['Message-Id']?.map(stripBrackets)).toEqual([expected]);
    expect(messages.map((m) => m.MessageID)).toEqual([expected, expected]);
    // The repeated e-mail carries the same link.
    const bodies = await Promise.all(messages.map((m) => mailbox.message(m.ID)));
    const tokens = bodies.map((b) => linkToken(b.Text, '/verify-email'));
    expect(tokens[0]).toBeDefined();
    expect(tokens[1]).toBe(tokens[0]);
    expect(await emailLogRow(notification.sql, request.eventId)).toMatchObject({
      status: 'sent',
      attempts: 2,
      message_id: messageIdFor(request.eventId, mailFrom),
    });
  });

  it('writes in English for users whose language is en, and in Spanish otherwise', async () => {
    const english = await registeredUser({ language: 'en', timeZone: 'America/New_York' });
    const spanish = await registeredUser({ language: 'es' });
    const unset = await registeredUser();

    for (const { request } of [english, spanish, unset]) await send(request);

    const subjectOf = async (email: string) => {
      const [summary] = await mailbox.messagesTo(email);
      const headers = await mailbox.headers(summary!.ID);
      return { subject: summary!.Subject, language: headers['Content-Language'] };
    };
    expect(await subjectOf(english.email)).toEqual({
      subject: 'Confirm your e-mail address',
      language: ['en'],
    });
    expect(await subjectOf(spanish.email)).toEqual({
      subject: 'Confirma tu correo electrónico',
      language: ['es'],
    });
    expect(await subjectOf(unset.email)).toEqual({
      subject: 'Confirma tu correo electrónico',
      language: ['es'],
    });
    const englishBody = await mailbox.message((await mailbox.messagesTo(english.email))[0]!.ID);
    expect(englishBody.Text).toContain('Hello Lucía Gómez,');
  });

  it('keeps only ids and status in the log: never the token, the address or the subject', async () => {
    const { email, request } = await registeredUser();
    await send(request);
    const [summary] = await mailbox.messagesTo(email);
    const message = await mailbox.message(summary!.ID);
    const token = linkToken(message.Text, '/verify-email')!;

    const row = await emailLogRow(notification.sql, request.eventId);
    expect(row).toMatchObject({
      event_id: request.eventId,
      kind: 'verify_email',
      user_id: request.userId,
      status: 'sent',
      message_id: messageIdFor(request.eventId, mailFrom),
      attempts: 1,
      last_error: null,
    });
    expect(row.sent_at).not.toBeNull();
    const values = await emailLogText(notification.sql, request.eventId);
    for (const value of values) {
      for (const secret of [token, email, message.Subject, 'Lucía', publicUrl]) {
        expect(value).not.toContain(secret);
      }
    }
  });
});

describe('sendAccountEmail: password reset', () => {
  it('links to /reset-password with a token that resets the password through auth', async () => {
    const { user, email } = await registeredUser();
    await auth.client.RequestPasswordReset({ email });
    const event = (await emailRequestEvents(auth, user.id)).find(
      (e) => e.type === 'auth.password_reset.requested',
    )!;
    const request: AccountEmailRequest = {
      eventId: event.id,
      kind: 'reset_password',
      userId: user.id,
      requestId: event.payload.requestId,
    };

    await send(request);

    const messages = await mailbox.messagesTo(email);
    expect(messages.map((m) => m.Subject)).toEqual(['Restablece tu contraseña']);
    const message = await mailbox.message(messages[0]!.ID);
    const token = linkToken(message.Text, '/reset-password');
    expect(token).toBeDefined();
    expect(linkToken(message.Text, '/verify-email')).toBeUndefined();
    expect(message.HTML).toContain(`href="${publicUrl}/reset-password?token=${token}"`);

    await auth.client.ResetPassword({ token: token!, newPassword: 'a new password' });
    await expect(auth.client.Login({ email, password: 'a new password' })).resolves.toMatchObject({
      user: { id: user.id },
    });
    expect(await emailLogRow(notification.sql, request.eventId)).toMatchObject({
      kind: 'reset_password',
      status: 'sent',
    });
  });
});

describe('sendAccountEmail: nothing worth sending', () => {
  it('logs a request whose token was already used as skipped and sends nothing', async () => {
    const { email, request } = await registeredUser();
    const { token } = await auth.client.IssueEmailToken({ requestId: request.requestId });
    await auth.client.VerifyEmail({ token });

    await send(request);
    await send(request);

    expect(await mailbox.messagesTo(email)).toEqual([]);
    expect(await emailLogRow(notification.sql, request.eventId)).toMatchObject({
      status: 'skipped',
      last_error: 'EMAIL_REQUEST_SPENT',
      sent_at: null,
    });
  });

  it('logs an expired request as skipped and sends nothing', async () => {
    const { email, request } = await registeredUser();
    await auth.expireEmailRequest(request.requestId);
    await send(request);
    expect(await mailbox.messagesTo(email)).toEqual([]);
    expect(await emailLogRow(notification.sql, request.eventId)).toMatchObject({ status: 'skipped' });
  });

  it('logs a request auth does not know as skipped', async () => {
    const request: AccountEmailRequest = {
      eventId: randomUUID(),
      kind: 'verify_email',
      userId: randomUUID(),
      requestId: randomUUID(),
    };
    await send(request);
    expect(await emailLogRow(notification.sql, request.eventId)).toMatchObject({
      status: 'skipped',
      last_error: 'EMAIL_REQUEST_NOT_FOUND',
    });
  });
});

describe('sendAccountEmail: failures are retried', () => {
  it('throws while SMTP is unreachable, keeps the row pending with attempts counted, and sends later', async () => {
    const { user, email, request } = await registeredUser();
    const broken = mailerFor(await closedPort());
    const brokenDeps = sendDeps(notification.db, auth, broken);
    try {
      await expect(send(request, brokenDeps)).rejects.toThrow();
      expect(await emailLogRow(notification.sql, request.eventId)).toMatchObject({
        status: 'pending',
        attempts: 1,
        sent_at: null,
      });
      await expect(send(request, brokenDeps)).rejects.toThrow();
    } finally {
      broken.close();
    }
    const pending = await emailLogRow(notification.sql, request.eventId);
    expect(pending).toMatchObject({ status: 'pending', attempts: 2 });
    expect(pending.last_error).toEqual(expect.any(String));
    expect(await mailbox.messagesTo(email)).toEqual([]);

    await send(request);

    const messages = await mailbox.messagesTo(email);
    expect(messages).toHaveLength(1);
    expect(await emailLogRow(notification.sql, request.eventId)).toMatchObject({
      status: 'sent',
      attempts: 3,
      last_error: null,
    });
    const token = linkToken((await mailbox.message(messages[0]!.ID)).Text, '/verify-email');
    await expect(auth.client.VerifyEmail({ token: token! })).resolves.toEqual({ userId: user.id });
  });

  it('throws while auth is unreachable, keeps the row pending, and sends later', async () => {
    const { email, request } = await registeredUser();
    const unreachable = createGrpcClient(services.auth(), `127.0.0.1:${await closedPort()}`, {
      identity: testIdentity('notification'),
      deadlineMs: 2_000,
    });
    try {
      const error = await send(request, { ...deps, auth: unreachable }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: expect.stringMatching(/^(UNAVAILABLE|DEADLINE_EXCEEDED)$/) });
    } finally {
      unreachable.close();
    }
    expect(await emailLogRow(notification.sql, request.eventId)).toMatchObject({
      status: 'pending',
      attempts: 1,
    });

    await send(request);

    expect(await mailbox.messagesTo(email)).toHaveLength(1);
    expect(await emailLogRow(notification.sql, request.eventId)).toMatchObject({
      status: 'sent',
      attempts: 2,
    });
  });
});

describe('sendAccountEmail: a backup address', () => {
  it('writes to the backup address, with a link in the fragment that confirms it through auth', async () => {
    const { user } = await registeredUser({ language: 'en' });
    const backup = `second.${randomBytes(4).toString('hex')}@example.test`;
    await auth.client.SetBackupEmail({ userId: user.id, email: backup });
    const event = (await emailRequestEvents(auth, user.id)).at(-1)!;
    expect(event.payload).toMatchObject({ backup: true });

    await send({
      eventId: event.id,
      kind: 'verify_backup_email',
      userId: user.id,
      requestId: event.payload.requestId,
    });

    const messages = await mailbox.messagesTo(backup);
    expect(messages).toHaveLength(1);
    const message = await mailbox.message(messages[0]!.ID);
    expect(message.Subject).toBe('Confirm your backup address on Legado');
    const token = new RegExp(`${publicUrl}/account/backup-email#token=([A-Za-z0-9_-]+)`).exec(
      message.Text,
    )?.[1];
    expect(token).toBeDefined();
    await expect(auth.client.VerifyBackupEmail({ token: token! })).resolves.toEqual({ userId: user.id });
    expect((await auth.client.GetUser({ userId: user.id })).user).toMatchObject({
      backupEmail: backup,
      isBackupEmailVerified: true,
    });
    expect(await emailLogRow(notification.sql, event.id)).toMatchObject({ kind: 'verify_backup_email' });
  });
});
