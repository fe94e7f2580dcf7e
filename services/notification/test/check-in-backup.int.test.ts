import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealedMessage, verifiedSender } from '@app/test-stack/sealed-messages';
import { sendCheckIn } from '../src/domain/send-check-in.ts';
import { derivedEventId } from '../src/domain/send-once.ts';
import { openMessageWorld, type MessageWorld } from './helpers/message-world.ts';
import { emailLogRow, publicUrl, silentLogger } from './helpers/notification-test-env.ts';

describe('check-ins to the sender’s backup address', async () => {
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
});
