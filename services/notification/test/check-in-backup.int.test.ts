import { randomUUID } from 'node:crypto';
import { testUserAssertion } from '@app/platform/test-support/test-keys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealedMessage, verifiedSender } from '@app/test-stack/sealed-messages';
import { sendCheckIn } from '../src/domain/send-check-in.ts';
import { sendPhoneCode } from '../src/domain/send-phone-code.ts';
import { derivedEventId } from '../src/domain/send-once.ts';
import { openMessageWorld, type MessageWorld } from './helpers/message-world.ts';
import { emailLogRow, publicUrl, silentLogger } from './helpers/notification-test-env.ts';

describe('check-ins beyond the sender’s own address: their backup address and their phone', async () => {
  let world: MessageWorld;
  beforeAll(async () => {
    world = await openMessageWorld('notification_backup');
  });
  afterAll(async () => {
    await world?.close();
  });

  /** A sealed proof-of-life message whose switch waits on its first missed check-in; `backup`: verified or not. */
  async function missedOnce(label: string, backup: { verified: boolean } | null) {
    const sender = await verifiedSender(world.backends, label, { language: 'es' });
    const backupEmail = `${label}.backup.${randomUUID().slice(0, 8)}@example.com`;
    if (backup) {
      // Set as auth's own calls leave it (those calls have their tests in auth).
      await world.backends.authSql.query(
        'UPDATE app_user SET backup_email = $2, backup_email_verified_at = $3 WHERE id = $1',
        [sender.user.id, backupEmail, backup.verified ? new Date() : null],
      );
    }
    const sealed = await sealedMessage(world.message, sender, { schedulingType: 'life_proof' });
    const { scheduler } = world;
    await scheduler.handOver(sealed.messageId, sender.user.id, 'life_proof');
    await scheduler.sql.query(
      "UPDATE life_proof_switch SET state = 'check_in_sent', next_at = now() - interval '1 second' WHERE message_id = $1",
      [sealed.messageId],
    );
    const due = async () =>
      (
        await scheduler.sql.query<{ id: string; payload: { checkInId: string; channels: 'all' } }>(
          "SELECT id, payload FROM outbox_event WHERE type = 'scheduler.check_in.due' AND payload->>'messageId' = $1",
          [sealed.messageId],
        )
      ).rows;
    await expect.poll(due, { timeout: 20_000, interval: 50 }).toHaveLength(1);
    const [event] = await due();
    expect(event!.payload.channels).toBe('all');
    const checkIn = {
      eventId: event!.id,
      messageId: sealed.messageId,
      userId: sender.user.id,
      checkInId: event!.payload.checkInId,
      channels: event!.payload.channels,
      lastChance: false,
    };
    return { sender, backupEmail, checkIn };
  }

  const tokenIn = (text: string) =>
    new RegExp(`${publicUrl}/proof-of-life#token=([A-Za-z0-9_-]+)`).exec(text)?.[1];

  it('a missed check-in goes to both addresses, once each, each with its own link', async () => {
    const { sender, backupEmail, checkIn } = await missedOnce('backup_both', { verified: true });
    await sendCheckIn(world.deps, checkIn, silentLogger);
    await sendCheckIn(world.deps, checkIn, silentLogger);

    const own = await world.mailbox.messagesTo(sender.user.email);
    const backup = await world.mailbox.messagesTo(backupEmail);
    expect(own).toHaveLength(1);
    expect(backup).toHaveLength(1);
    const ownMail = await world.mailbox.message(own[0]!.ID);
    const backupMail = await world.mailbox.message(backup[0]!.ID);
    expect(ownMail.Text).not.toContain('dirección de respaldo');
    expect(backupMail.Text).toContain('Te escribimos a tu dirección de respaldo');
    const ownToken = tokenIn(ownMail.Text);
    const backupToken = tokenIn(backupMail.Text);
    expect(ownToken).toBeTruthy();
    expect(backupToken).toBeTruthy();
    expect(backupToken).not.toBe(ownToken);
    // Both links answer: sending to the backup ended nothing of the sender's own.
    expect(await world.scheduler.client.GetCheckIn({ token: ownToken! })).toMatchObject({
      state: 'missed_1',
    });
    await world.scheduler.client.ConfirmCheckIn({ token: backupToken! });
    expect(
      await emailLogRow(world.notification.sql, derivedEventId(checkIn.eventId, 'backup')),
    ).toMatchObject({
      kind: 'check_in_backup',
      status: 'sent',
    });
  });

  it('an unverified backup gets nothing, and nothing is logged for it', async () => {
    const { sender, backupEmail, checkIn } = await missedOnce('backup_unverified', { verified: false });
    await sendCheckIn(world.deps, checkIn, silentLogger);
    expect(await world.mailbox.messagesTo(sender.user.email)).toHaveLength(1);
    expect(await world.mailbox.messagesTo(backupEmail)).toHaveLength(0);
    const { rows } = await world.notification.sql.query('SELECT 1 FROM email_log WHERE event_id = $1', [
      derivedEventId(checkIn.eventId, 'backup'),
    ]);
    expect(rows).toHaveLength(0);
  });

  it('a check-in rerouted after a bounce goes to the backup only', async () => {
    const { sender, backupEmail, checkIn } = await missedOnce('backup_only', { verified: true });
    await sendCheckIn(
      world.deps,
      { ...checkIn, eventId: randomUUID(), channels: 'backup_email' },
      silentLogger,
    );
    expect(await world.mailbox.messagesTo(sender.user.email)).toHaveLength(0);
    expect(await world.mailbox.messagesTo(backupEmail)).toHaveLength(1);
  });

  const smsLogRow = async (eventId: string) =>
    (
      await world.notification.sql.query<{ kind: string; status: string; last_error: string | null }>(
        'SELECT kind, status::text, last_error FROM sms_log WHERE event_id = $1',
        [eventId],
      )
    ).rows[0];

  const asUser = (id: string) => ({ userAssertion: testUserAssertion({ id }) });
  // The SMS world's notification: phone codes are asked of auth as notification asks them.
  const smsDeps = () => ({ ...world.deps, auth: world.backends.authClient });

  let numbers = 600_200_000;
  const freshNumber = () => `+34${(numbers += 1)}`;

  /** A sender with a phone, as auth's SetPhone leaves it, and the event asking for its code. */
  async function phoneRequested(label: string) {
    const sender = await verifiedSender(world.backends, label, { language: 'es' });
    const phone = freshNumber();
    await world.backends.bffAuthClient.SetPhone({ userId: sender.user.id, phone }, asUser(sender.user.id));
    const { rows } = await world.backends.authSql.query<{ id: string; payload: { requestId: string } }>(
      "SELECT id, payload FROM outbox_event WHERE type = 'auth.phone_verification.requested' AND payload->>'userId' = $1",
      [sender.user.id],
    );
    return {
      sender,
      phone,
      event: { eventId: rows[0]!.id, userId: sender.user.id, requestId: rows[0]!.payload.requestId },
    };
  }

  it('sends a phone’s code by SMS once, and the code confirms the phone', async () => {
    const { sender, phone, event } = await phoneRequested('sms_code');
    await sendPhoneCode(smsDeps(), event, silentLogger);
    await sendPhoneCode(smsDeps(), event, silentLogger);
    const sent = world.twilio.messagesTo(phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.from).toBe(world.twilio.from);
    const code = /tu código es (\d{6})/.exec(sent[0]!.body)?.[1];
    expect(code).toBeTruthy();
    expect(
      await world.backends.bffAuthClient.VerifyPhone(
        { userId: sender.user.id, code: code! },
        asUser(sender.user.id),
      ),
    ).toMatchObject({
      phone,
      isVerified: true,
    });
    expect(await smsLogRow(event.eventId)).toMatchObject({ kind: 'phone_code', status: 'sent' });
    // The log keeps no number and no text.
    const { rows } = await world.notification.sql.query('SELECT * FROM sms_log WHERE event_id = $1', [
      event.eventId,
    ]);
    expect(JSON.stringify(rows)).not.toContain(phone.slice(3));
    expect(JSON.stringify(rows)).not.toContain(code!);
  });

  it('tries again after the provider fails, and gives up on a number it refuses', async () => {
    const outage = await phoneRequested('sms_outage');
    world.twilio.failNext(1, 503, 20500);
    await expect(sendPhoneCode(smsDeps(), outage.event, silentLogger)).rejects.toThrow();
    expect(await smsLogRow(outage.event.eventId)).toMatchObject({
      status: 'pending',
      last_error: 'TWILIO 20500',
    });
    await sendPhoneCode(smsDeps(), outage.event, silentLogger);
    expect(world.twilio.messagesTo(outage.phone)).toHaveLength(1);

    const refused = await phoneRequested('sms_refused');
    world.twilio.failNext(1, 400, 21610);
    await sendPhoneCode(smsDeps(), refused.event, silentLogger);
    await sendPhoneCode(smsDeps(), refused.event, silentLogger);
    expect(world.twilio.messagesTo(refused.phone)).toHaveLength(0);
    expect(await smsLogRow(refused.event.eventId)).toMatchObject({
      status: 'rejected',
      last_error: 'TWILIO 21610',
    });
  });

  it('sends the last chance by SMS to a verified phone, with a link of its own', async () => {
    const { sender, checkIn } = await missedOnce('sms_last_chance', null);
    const phone = freshNumber();
    await world.backends.authSql.query(
      'UPDATE app_user SET phone = $2, phone_verified_at = now() WHERE id = $1',
      [sender.user.id, phone],
    );
    const lastChance = { ...checkIn, eventId: randomUUID(), channels: 'all' as const, lastChance: true };
    await sendCheckIn(world.deps, lastChance, silentLogger);
    await sendCheckIn(world.deps, lastChance, silentLogger);
    const sent = world.twilio.messagesTo(phone);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatch(/^Legado: no has respondido a tus pruebas de vida/);
    // Nothing on a lock screen says who the message is for.
    expect(sent[0]!.body).not.toContain('Jaime');
    const smsToken = tokenIn(sent[0]!.body);
    const mail = await world.mailbox.message((await world.mailbox.messagesTo(sender.user.email))[0]!.ID);
    expect(smsToken).toBeTruthy();
    expect(smsToken).not.toBe(tokenIn(mail.Text));
    await world.scheduler.client.ConfirmCheckIn({ token: smsToken! });
    expect(await smsLogRow(derivedEventId(lastChance.eventId, 'sms'))).toMatchObject({
      kind: 'last_chance',
      status: 'sent',
    });
  });

  it('sends no SMS for a check-in that is not the last chance, nor to an unverified phone', async () => {
    const { sender, checkIn } = await missedOnce('sms_not_last', null);
    const phone = freshNumber();
    await world.backends.authSql.query(
      'UPDATE app_user SET phone = $2, phone_verified_at = NULL WHERE id = $1',
      [sender.user.id, phone],
    );
    await sendCheckIn(world.deps, { ...checkIn, lastChance: true }, silentLogger);
    await world.backends.authSql.query('UPDATE app_user SET phone_verified_at = now() WHERE id = $1', [
      sender.user.id,
    ]);
    await sendCheckIn(world.deps, { ...checkIn, eventId: randomUUID() }, silentLogger);
    expect(world.twilio.messagesTo(phone)).toHaveLength(0);
    const { rows } = await world.notification.sql.query('SELECT 1 FROM sms_log WHERE event_id = $1', [
      derivedEventId(checkIn.eventId, 'sms'),
    ]);
    expect(rows).toHaveLength(0);
  });

  it('sends the last chance by SMS once the day’s SMS codes are spent: the codes’ budget never counts it', async () => {
    const { sender, checkIn } = await missedOnce('sms_budget_spent', null);
    const phone = freshNumber();
    await world.backends.authSql.query(
      'UPDATE app_user SET phone = $2, phone_verified_at = now() WHERE id = $1',
      [sender.user.id, phone],
    );
    // The whole day's budget (auth's default SMS_CODE_DAILY_BUDGET, 200) spent, as SetPhone leaves its codes.
    const pumped = '+34600999999';
    await world.backends.authSql.query(
      `INSERT INTO phone_code (id, user_id, phone, expires_at)
       SELECT gen_random_uuid(), $1, $2, now() + interval '10 minutes' FROM generate_series(1, 200)`,
      [sender.user.id, pumped],
    );
    try {
      const other = await verifiedSender(world.backends, 'sms_budget_other', { language: 'es' });
      await expect(
        world.backends.bffAuthClient.SetPhone(
          { userId: other.user.id, phone: freshNumber() },
          asUser(other.user.id),
        ),
      ).rejects.toMatchObject({ reason: 'PHONE_CODE_BUDGET_SPENT' });

      const lastChance = { ...checkIn, eventId: randomUUID(), channels: 'all' as const, lastChance: true };
      await sendCheckIn(world.deps, lastChance, silentLogger);
      expect(world.twilio.messagesTo(phone)).toHaveLength(1);
      expect(await smsLogRow(derivedEventId(lastChance.eventId, 'sms'))).toMatchObject({
        kind: 'last_chance',
        status: 'sent',
      });
    } finally {
      await world.backends.authSql.query('DELETE FROM phone_code WHERE phone = $1', [pumped]);
    }
  });
});
