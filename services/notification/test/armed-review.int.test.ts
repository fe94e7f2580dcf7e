import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealedMessage, verifiedSender } from '@app/test-stack/sealed-messages';
import { sendArmedReview } from '../src/domain/send-armed-review.ts';
import { openMessageWorld, type MessageWorld } from './helpers/message-world.ts';
import { emailLogRow, publicUrl, silentLogger } from './helpers/notification-test-env.ts';

describe('the twice-yearly review of what is armed', async () => {
  let world: MessageWorld;
  beforeAll(async () => {
    world = await openMessageWorld('notification_review');
  });
  afterAll(async () => {
    await world?.close();
  });

  it('lists each armed message by its recipient, once, with a link that counts as an answer', async () => {
    const sender = await verifiedSender(world.backends, 'review', { language: 'es' });
    const sealed = await sealedMessage(world.message, sender, { schedulingType: 'life_proof' });
    const { scheduler } = world;
    await scheduler.handOver(sealed.messageId, sender.user.id, 'life_proof');
    // Half a year on, in short: the review falls due and the scheduler's loop writes it.
    await scheduler.sql.query(
      "UPDATE armed_review SET next_at = now() - interval '1 second' WHERE user_id = $1",
      [sender.user.id],
    );
    const due = async () =>
      (
        await scheduler.sql.query<{ id: string }>(
          "SELECT id FROM outbox_event WHERE type = 'scheduler.review.due' AND payload->>'userId' = $1",
          [sender.user.id],
        )
      ).rows;
    await expect.poll(due, { timeout: 20_000, interval: 50 }).toHaveLength(1);
    const [event] = await due();
    await sendArmedReview(world.deps, { eventId: event!.id, userId: sender.user.id }, silentLogger);
    await sendArmedReview(world.deps, { eventId: event!.id, userId: sender.user.id }, silentLogger);

    const mails = await world.mailbox.messagesTo(sender.user.email);
    const reviews = [];
    for (const found of mails) {
      const mail = await world.mailbox.message(found.ID);
      if (mail.Subject.startsWith('Lo que tienes preparado')) reviews.push(mail);
    }
    expect(reviews).toHaveLength(1);
    expect(reviews[0]!.Text).toContain('Tu mensaje para Luis');
    const token = new RegExp(`${publicUrl}/proof-of-life/review#token=([A-Za-z0-9_-]+)`).exec(
      reviews[0]!.Text,
    )?.[1];
    expect(token).toBeTruthy();
    expect(await scheduler.client.ConfirmReview({ token: token! })).toEqual({ confirmed: 1, held: 0 });
    expect(await emailLogRow(world.notification.sql, event!.id)).toMatchObject({
      kind: 'armed_review',
      status: 'sent',
    });
  });
});
