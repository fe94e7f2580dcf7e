// The receipt end to end: a real payment (simulated PayPal) in the real payment service writes payment.completed
// to its outbox; the real relay publishes it to NATS JetStream; notification's durable consumer reads the order
// from payment, the sender from auth and the recipient from message, and e-mails the receipt to a real SMTP
// server.
import { testNatsUrl } from '@app/platform/test-support/test-infrastructure';
import { createTestClient } from '@app/platform/test-support/test-keys';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '@app/platform/logger';
import { connectNats, type NatsConnection } from '@app/platform/nats';
import { services } from '@app/proto/services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBackends, type Backends } from '@app/test-stack/backends';
import {
  connectMessage,
  sealedMessage,
  verifiedSender,
  type MessageClient,
} from '@app/test-stack/sealed-messages';
import { sendPaymentReceipt, type ReceiptDeps } from '../src/domain/send-payment-receipt.ts';
import { derivedEventId } from '../src/domain/send-once.ts';
import { sendPaymentRefund } from '../src/domain/send-payment-refund.ts';
import { consumePaymentsCompleted } from '../src/events/on-payment-completed.ts';
import { consumePaymentsRefunded } from '../src/events/on-payment-refunded.ts';
import { importJournal } from '../src/journal/journal-import.ts';
import { directoryJournal } from '../src/journal/sent-mail-journal.ts';
import { formatMoney, paymentReceipt } from '../src/templates/receipt-emails.ts';
import {
  emailLogRow,
  mailerFor,
  mailFrom,
  openNotificationTestDatabase,
  publicUrl,
  silentLogger,
  type NotificationTestDatabase,
} from './helpers/notification-test-env.ts';
import { startMailbox, type Mailbox } from '@app/test-stack/mailbox';

const logger = createLogger({ service: 'notification-receipt-test', level: 'silent' });

let backends: Backends;
let notification: NotificationTestDatabase;
let mailbox: Mailbox;
let mailer: ReturnType<typeof mailerFor>;
let message: MessageClient;
let payment: ReturnType<typeof connectPayment>;
let nc: NatsConnection;
let deps: ReceiptDeps;

// Signed as notification where it reads an order, as an admin's bff where a test makes a discount code.
const connectPayment = (address: string) => createTestClient(services.payment(), 'payment', address);

beforeAll(async () => {
  [backends, notification, mailbox] = await Promise.all([
    startBackends('notification_receipt'),
    openNotificationTestDatabase('notification_receipt'),
    startMailbox(),
  ]);
  mailer = mailerFor(mailbox.smtpPort);
  message = connectMessage(backends.messageAddress);
  payment = connectPayment(backends.paymentAddress);
  nc = await connectNats(testNatsUrl, 'notification-test', logger);
  deps = {
    db: notification.db,
    auth: backends.authClient,
    message,
    payment,
    mailer,
    from: mailFrom,
    publicUrl,
    now: () => new Date(),
  };
});

afterAll(async () => {
  await nc?.drain();
  message?.close();
  payment?.close();
  mailer?.close();
  await mailbox?.close();
  await notification?.close();
  await backends?.stop();
});

/** Polls until `read` gives something, or fails naming what never came. */
async function waitFor<T>(read: () => Promise<T | undefined>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A verified sender's postal message (never free), paid through simulated PayPal with a 10 % code. */
async function paidPostalMessage(language: 'es' | 'en') {
  const sender = await verifiedSender(backends, `receipt_${language}`, { language });
  const sealed = await sealedMessage(message, sender, { deliveryMethod: 'postal' });
  const code = `R${randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`;
  await payment.CreateDiscountCode({ code, percentage: 10, maxUses: 0, validUntil: '' });
  const created = await payment.CreateOrder({
    payer: { userId: sender.user.id, paymentToken: '' },
    messageId: sealed.messageId,
    discountCode: code,
    flow: 'redirect',
    useFreeDelivery: false,
    language,
  });
  await payment.ApproveSimulatedOrder({ orderId: created.orderId });
  await payment.CaptureOrder({ orderId: created.orderId, payerId: 'PAYER1' });
  return { sender, messageId: sealed.messageId, orderId: created.orderId, code };
}

const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('payment.completed → the sender’s receipt', () => {
  it('arrives once the event has travelled through the outbox and NATS, in the sender’s language', async () => {
    // The payment service's own relay publishes to the backends' streams.
    const consumer = await consumePaymentsCompleted(deps, { nc, prefix: backends.eventsPrefix, logger });
    try {
      const paid = await paidPostalMessage('es');
      const [summary] = await waitFor(async () => {
        const inbox = await mailbox.messagesTo(paid.sender.user.email);
        return inbox.length > 0 ? inbox : undefined;
      }, 'the receipt');
      const mail = await mailbox.message(summary!.ID);
      expect(mail.Subject).toBe('Recibo de tu pago en Legado');
      const text = plain(mail.Text);
      expect(text).toContain('Hola, Ana García:');
      expect(text).toContain('Entrega postal del mensaje para Luis: 9,99 €');
      expect(text).toContain(`Descuento ${paid.code} (10 %): −1,00 €`);
      expect(text).toContain('Total pagado: 8,99 €');
      expect(text).toContain(`Pedido: ${paid.orderId}`);
      expect(plain(mail.HTML)).toContain('8,99 €');

      const { rows } = await notification.sql.query<{ kind: string; status: string; user_id: string }>(
        'SELECT kind, status::text, user_id::text FROM email_log WHERE message_id = $1',
        [`<${mail.MessageID}>`],
      );
      expect(rows).toEqual([{ kind: 'payment_receipt', status: 'sent', user_id: paid.sender.user.id }]);
    } finally {
      await consumer.stop();
    }
  });

  it('writes in English for an English sender, sends once per event, and none for a free delivery', async () => {
    const paid = await paidPostalMessage('en');
    const completed = {
      eventId: randomUUID(),
      messageId: paid.messageId,
      userId: paid.sender.user.id,
      orderId: paid.orderId,
      method: 'simulated' as const,
    };
    await sendPaymentReceipt(deps, completed, silentLogger);
    await sendPaymentReceipt(deps, completed, silentLogger);
    const inbox = await mailbox.messagesTo(paid.sender.user.email);
    expect(inbox).toHaveLength(1);
    const mail = await mailbox.message(inbox[0]!.ID);
    expect(mail.Subject).toBe('Your Legado payment receipt');
    const text = plain(mail.Text);
    expect(text).toContain('Postal delivery of the message for Luis: €9.99');
    expect(text).toContain(`Discount ${paid.code} (10%): −€1.00`);
    expect(text).toContain('Total paid: €8.99');
    expect((await emailLogRow(notification.sql, derivedEventId(paid.orderId, 'receipt'))).status).toBe(
      'sent',
    );
    // Another event for the same order (a restore settling its capture again) sends no second receipt.
    await sendPaymentReceipt(deps, { ...completed, eventId: randomUUID() }, silentLogger);
    expect(await mailbox.messagesTo(paid.sender.user.email)).toHaveLength(1);

    const free = { ...completed, eventId: randomUUID(), orderId: '', method: 'free_delivery' as const };
    await sendPaymentReceipt(deps, free, silentLogger);
    expect(await mailbox.messagesTo(paid.sender.user.email)).toHaveLength(1);
    const { rows } = await notification.sql.query('SELECT 1 FROM email_log WHERE event_id = $1', [
      free.eventId,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('logs an order payment does not know as skipped, sending nothing', async () => {
    const sender = await verifiedSender(backends, 'receipt_unknown');
    const eventId = randomUUID();
    await sendPaymentReceipt(
      deps,
      {
        eventId,
        messageId: randomUUID(),
        userId: sender.user.id,
        orderId: 'MOCK-NOSUCHORDER',
        method: 'paypal',
      },
      silentLogger,
    );
    expect(await emailLogRow(notification.sql, derivedEventId('MOCK-NOSUCHORDER', 'receipt'))).toMatchObject({
      status: 'skipped',
      last_error: 'ORDER_NOT_FOUND',
    });
    expect(await mailbox.messagesTo(sender.user.email)).toHaveLength(0);
  });
});

describe('payment.refunded → the sender’s note that the money went back', () => {
  it('arrives once a paid letter deleted before delivery is refunded, with payment’s amount, in the sender’s language', async () => {
    const consumer = await consumePaymentsRefunded(deps, { nc, prefix: backends.eventsPrefix, logger });
    try {
      const paid = await paidPostalMessage('es');
      const sender = paid.sender;
      // Deleted before it went out: payment gives the money back and says so in its outbox.
      await message.DeleteMessage({ owner: sender.owner, messageId: paid.messageId });
      const [summary] = await waitFor(async () => {
        const inbox = await mailbox.messagesTo(sender.user.email);
        const refunds = inbox.filter((mail) => mail.Subject === 'Te hemos devuelto tu pago en Legado');
        return refunds.length > 0 ? refunds : undefined;
      }, 'the refund note');
      const text = plain((await mailbox.message(summary!.ID)).Text);
      expect(text).toContain('Borraste tu mensaje antes de que se entregara');
      expect(text).toContain('Importe devuelto: 8,99 €');
      expect(text).toContain(`Pedido: ${paid.orderId}`);
      const { rows } = await notification.sql.query<{ kind: string; status: string }>(
        'SELECT kind, status::text FROM email_log WHERE message_id = $1',
        [`<${summary!.MessageID}>`],
      );
      expect(rows).toEqual([{ kind: 'payment_refund', status: 'sent' }]);
    } finally {
      await consumer.stop();
    }
  });

  it('after a restore says why in English, once per order, and none while payment holds the order paid', async () => {
    const paid = await paidPostalMessage('en');
    const refunded = { userId: paid.sender.user.id, orderId: paid.orderId, reason: 'restore' as const };
    // Forged, or early: payment's order is paid, not refunded, so no one is told money moved, and nothing is kept
    // that would stand in for the real note.
    await sendPaymentRefund(deps, refunded, silentLogger);
    const { rows } = await notification.sql.query('SELECT 1 FROM email_log WHERE event_id = $1', [
      derivedEventId(paid.orderId, 'refund'),
    ]);
    expect(rows).toHaveLength(0);

    await message.DeleteMessage({ owner: paid.sender.owner, messageId: paid.messageId });
    await waitFor(async () => {
      const order = (await payment.GetOrder({ orderId: paid.orderId })).order;
      return order?.status === 'refunded' ? order : undefined;
    }, 'the refund');
    // Told twice of one refund (the deletion's event, then a restore's): one note.
    await sendPaymentRefund(deps, refunded, silentLogger);
    await sendPaymentRefund(deps, { ...refunded, reason: 'message_deleted' }, silentLogger);
    const notes = (await mailbox.messagesTo(paid.sender.user.email)).filter(
      (mail) => mail.Subject === 'We have refunded your Legado payment',
    );
    expect(notes).toHaveLength(1);
    const text = plain((await mailbox.message(notes[0]!.ID)).Text);
    expect(text).toContain('We had to recover our data from a moment before your payment');
    expect(text).toContain('Amount refunded: €8.99');
  });

  it('is journaled, so a restore that forgets it and refunds again sends none', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'refund-journal-'));
    const journaled = { ...deps, journal: directoryJournal(directory) };
    try {
      const paid = await paidPostalMessage('es');
      await message.DeleteMessage({ owner: paid.sender.owner, messageId: paid.messageId });
      await waitFor(async () => {
        const order = (await payment.GetOrder({ orderId: paid.orderId })).order;
        return order?.status === 'refunded' ? order : undefined;
      }, 'the refund');
      const refunded = {
        userId: paid.sender.user.id,
        orderId: paid.orderId,
        reason: 'message_deleted' as const,
      };
      const key = derivedEventId(paid.orderId, 'refund');
      await sendPaymentRefund(journaled, refunded, silentLogger);
      const isNote = (mail: { Subject: string }) => mail.Subject === 'Te hemos devuelto tu pago en Legado';
      expect((await mailbox.messagesTo(paid.sender.user.email)).filter(isNote)).toHaveLength(1);

      // The restore: notification's database forgets the note; payment's settlement tells of the refund again.
      await notification.sql.query('DELETE FROM email_log WHERE event_id = $1', [key]);
      expect(
        await importJournal(notification.db.sql, journaled.journal, silentLogger),
      ).toBeGreaterThanOrEqual(1);
      await sendPaymentRefund(journaled, { ...refunded, reason: 'restore' }, silentLogger);
      expect((await mailbox.messagesTo(paid.sender.user.email)).filter(isNote)).toHaveLength(1);
      expect(await emailLogRow(notification.sql, key)).toMatchObject({
        kind: 'payment_refund',
        status: 'sent',
      });
    } finally {
      fs.rmSync(directory, { recursive: true, force: true });
    }
  });
});

describe('receipt texts', () => {
  it('formats amounts for the language, from cents', () => {
    expect(plain(formatMoney(90, 'EUR', 'es'))).toBe('0,90 €');
    expect(formatMoney(90, 'EUR', 'en')).toBe('€0.90');
    expect(plain(formatMoney(123456, 'EUR', 'es'))).toBe('1234,56 €');
  });

  it('names an e-mail delivery, and leaves the discount line out when there is none', async () => {
    const base = {
      name: 'Ana',
      recipient: 'Luis',
      deliveryMethod: 'email',
      baseCents: 90,
      discountPercent: 0,
      discountCents: 0,
      finalCents: 90,
      currency: 'EUR',
      discountCode: '',
      orderId: 'MOCK-1',
      paidAt: new Date('2026-03-01T10:00:00Z'),
      url: publicUrl,
    };
    const spanish = paymentReceipt({ ...base, language: 'es' });
    // Each line a table row, the total last and in bold.
    expect(spanish.html).toMatch(/Entrega por e-mail del mensaje para Luis<\/td><td[^>]*>0,90\s€/);
    expect(spanish.html).toMatch(/font-weight:700[^>]*>Total pagado/);
    const es = plain(spanish.text);
    expect(es).toContain('Entrega por e-mail del mensaje para Luis: 0,90 €');
    expect(es).not.toContain('Descuento');
    expect(es).toContain('Fecha del pago: 01/03/2026, 11:00');
    const en = paymentReceipt({ ...base, language: 'en' }).text;
    expect(en).toContain('E-mail delivery of the message for Luis: €0.90');
    expect(en).toContain('Total paid: €0.90');
    expect(en).toContain('Date of payment: 1 Mar 2026, 11:00');
  });
});
