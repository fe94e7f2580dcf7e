import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sealedMessage, verifiedSender } from '@app/test-stack/sealed-messages';
import { sendContactCheck } from '../src/domain/send-contact-check.ts';
import { sendContactInvitation } from '../src/domain/send-contact-invitation.ts';
import { contactCheckEmail } from '../src/templates/contact-check-emails.ts';
import { openMessageWorld, type MessageWorld } from './helpers/message-world.ts';
import { emailLogRow, publicUrl, silentLogger } from './helpers/notification-test-env.ts';

describe("the trusted contact's e-mail", async () => {
  const base = {
    contactName: 'Marta',
    senderName: 'Ana López',
    respondBy: new Date('2027-03-15T09:00:00Z'),
    timeZone: 'Europe/Madrid',
    url: 'https://legado.example.test/proof-of-life/contact#token=abc',
  };

  it('asks in the sender’s language, with the deadline on their clock, and shows nothing of the message', async () => {
    const es = contactCheckEmail({ ...base, language: 'es' });
    expect(es.subject).toBe('Ana López te eligió como persona de confianza: ¿sabes si está bien?');
    expect(es.text).toContain('Hola, Marta:');
    expect(es.text).toContain('Si no respondes antes del 15/03/2027, 10:00, el mensaje se enviará.');
    expect(es.html).toContain(`href="${base.url}"`);
    const en = contactCheckEmail({ ...base, language: 'en' });
    expect(en.subject).toBe('Ana López chose you as their trusted contact: do you know if they are well?');
    expect(en.text).toContain('If you do not answer by 15 Mar 2027, 10:00, the message will be sent.');
  });
});

describe("sending the trusted contact's question", async () => {
  let world: MessageWorld;
  beforeAll(async () => {
    world = await openMessageWorld('notification_contact');
  });
  afterAll(async () => {
    await world?.close();
  });

  /** A sealed proof-of-life message whose switch has just asked its contact; answers the event to send. */
  async function askedContact(label: string, contactEmail: string) {
    const sender = await verifiedSender(world.backends, label, { language: 'es' });
    const sealed = await sealedMessage(world.message, sender, {
      schedulingType: 'life_proof',
      trustedContact: { name: 'Marta', email: contactEmail },
    });
    const { scheduler } = world;
    // Handed over as message.ready does: the scheduler asks the message service, which says it has a contact.
    await scheduler.handOver(sealed.messageId, sender.user.id, 'life_proof');
    const switches = await scheduler.sql.query(
      "SELECT 1 FROM life_proof_switch WHERE message_id = $1 AND state = 'active'",
      [sealed.messageId],
    );
    expect(switches.rowCount).toBe(1);
    // Months of silence, in short: the last chance has run out, and the scheduler's check-in loop asks the contact.
    await scheduler.sql.query(
      "UPDATE life_proof_switch SET state = 'last_chance', next_at = now() - interval '1 second' WHERE message_id = $1",
      [sealed.messageId],
    );
    const contactCheckDue = async () =>
      (
        await scheduler.sql.query<{
          id: string;
          payload: { checkInId: string; messageId: string; userId: string };
        }>(
          "SELECT id, payload FROM outbox_event WHERE type = 'scheduler.contact_check.due' AND payload->>'messageId' = $1",
          [sealed.messageId],
        )
      ).rows;
    await expect.poll(contactCheckDue, { timeout: 20_000, interval: 50 }).toHaveLength(1);
    const [event] = await contactCheckDue();
    const payload = event!.payload;
    return { sender, sealed, event: { eventId: event!.id, ...payload } };
  }

  it('writes to the contact once, with a link that only answers their question', async () => {
    const contactEmail = `marta.${randomUUID().slice(0, 8)}@example.com`;
    const { event } = await askedContact('contact_sent', contactEmail);
    await sendContactCheck(world.deps, event, silentLogger);
    await sendContactCheck(world.deps, event, silentLogger);

    const mails = await world.mailbox.messagesTo(contactEmail);
    expect(mails).toHaveLength(1);
    const mail = await world.mailbox.message(mails[0]!.ID);
    expect(mail.Subject).toContain('te eligió como persona de confianza');
    const token = new RegExp(`${publicUrl}/proof-of-life/contact#token=([A-Za-z0-9_-]+)`).exec(
      mail.Text,
    )?.[1];
    expect(token).toBeTruthy();
    // Nothing of the message itself reaches the contact.
    expect(mail.Text).not.toContain('la llave está en la caja azul');
    expect(mail.Text).not.toContain('Luis');
    expect(await world.scheduler.client.GetContactCheck({ token: token! })).toMatchObject({
      state: 'waiting',
    });
    await expect(world.scheduler.client.GetCheckIn({ token: token! })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect((await emailLogRow(world.notification.sql, event.eventId)).status).toBe('sent');
  });

  it('asks no one once the sender has answered first', async () => {
    const contactEmail = `marta.${randomUUID().slice(0, 8)}@example.com`;
    const { sender, sealed, event } = await askedContact('contact_moot', contactEmail);
    // The sender answers a check-in of theirs (a test one, through the real path) before the e-mail goes.
    const { scheduler } = world;
    await scheduler.client.SendTestCheckIn({ messageId: sealed.messageId, userId: sender.user.id });
    const [test] = (
      await scheduler.sql.query<{ id: string }>(
        'SELECT id FROM life_proof_check_in WHERE message_id = $1 AND test',
        [sealed.messageId],
      )
    ).rows;
    const { token } = await scheduler.client.IssueCheckInLink({ checkInId: test!.id });
    await scheduler.client.ConfirmCheckIn({ token });
    await sendContactCheck(world.deps, event, silentLogger);
    expect(await world.mailbox.messagesTo(contactEmail)).toHaveLength(0);
    expect(await emailLogRow(world.notification.sql, event.eventId)).toMatchObject({
      status: 'skipped',
      last_error: 'SWITCH_CLOSED',
    });
  });

  it('invites the contact once when the switch starts, with a link that only answers the invitation', async () => {
    const contactEmail = `marta.${randomUUID().slice(0, 8)}@example.com`;
    const sender = await verifiedSender(world.backends, 'contact_invited', { language: 'en' });
    const sealed = await sealedMessage(world.message, sender, {
      schedulingType: 'life_proof',
      trustedContact: { name: 'Marta', email: contactEmail },
    });
    await world.scheduler.handOver(sealed.messageId, sender.user.id, 'life_proof');
    const { rows } = await world.scheduler.sql.query<{
      id: string;
      payload: { messageId: string; userId: string };
    }>(
      "SELECT id, payload FROM outbox_event WHERE type = 'scheduler.contact_invitation.due' AND payload->>'messageId' = $1",
      [sealed.messageId],
    );
    expect(rows).toHaveLength(1);
    const event = { eventId: rows[0]!.id, ...rows[0]!.payload };
    await sendContactInvitation(world.deps, event, silentLogger);
    await sendContactInvitation(world.deps, event, silentLogger);

    const mails = await world.mailbox.messagesTo(contactEmail);
    expect(mails).toHaveLength(1);
    const mail = await world.mailbox.message(mails[0]!.ID);
    expect(mail.Subject).toBe('Ana García has chosen you as their trusted contact on Legado');
    expect(mail.Text).toContain('You will not see the message');
    expect(mail.Text).not.toContain('la llave está en la caja azul');
    const token = new RegExp(`${publicUrl}/trusted-contact#token=([A-Za-z0-9_-]+)`).exec(mail.Text)?.[1];
    expect(token).toBeTruthy();
    expect(await world.scheduler.client.GetContactInvitation({ token: token! })).toMatchObject({
      state: 'invited',
      open: true,
    });
    await expect(world.scheduler.client.GetContactCheck({ token: token! })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await emailLogRow(world.notification.sql, event.eventId)).toMatchObject({
      kind: 'contact_invitation',
      status: 'sent',
    });
  });
});
