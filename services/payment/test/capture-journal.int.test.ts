// The capture journal against a fake PayPal: after the payment database went back to a point before a capture,
// the money PayPal took is neither lost (the letter that waits for it is paid) nor kept for nothing (a letter the
// restore undid gets it back), and a second start changes nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestClient } from '@app/platform/test-support/test-keys';
import { services } from '@app/proto/services';
import { freePort } from '@app/test-stack/test-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleJournaledCaptures } from '../src/domain/settle-journaled-captures.ts';
import { directoryCaptureJournal } from '../src/journal/capture-journal.ts';
import { createPaypalClient } from '../src/paypal/paypal-client.ts';
import { startFakePaypal, type FakePaypal } from './fake-paypal/fake-paypal-server.ts';
import { startPaymentWorld, type PaymentWorld } from './helpers/payment-world.ts';

const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'capture-journal-'));
const journal = directoryCaptureJournal(directory);
let fake: FakePaypal;
let world: PaymentWorld;

beforeAll(async () => {
  fake = await startFakePaypal();
  const api = createPaypalClient({
    baseUrl: fake.url,
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    webhookId: fake.webhookId,
    webhookCaCertificates: fake.trustedCaPem,
    retryBaseDelayMs: 1,
    timeoutMs: 300,
  });
  world = await startPaymentWorld('capture_journal', {
    paypal: { mode: 'sandbox', api, clientId: fake.clientId },
    captureJournal: journal,
  });
});
afterAll(async () => {
  await world?.stop();
  await fake?.close();
  fs.rmSync(directory, { recursive: true, force: true });
});

/** A letter waiting for payment, paid through PayPal: what the journal and the database hold after it. */
async function paidLetter() {
  const sender = await world.senderWithoutFreeDeliveries();
  const { messageId } = await world.messageAwaitingPayment(sender);
  const { orderId } = await world.payment.CreateOrder({
    payer: { userId: sender.userId, paymentToken: '' },
    messageId,
    discountCode: '',
    flow: 'redirect',
    useFreeDelivery: false,
    language: 'es',
  });
  fake.approve(orderId);
  await world.payment.CaptureOrder({ orderId, payerId: '' });
  const { rows } = await world.paymentSql.query<{ id: string; capture_id: string }>(
    'SELECT id, capture_id FROM payment_order WHERE provider_order_id = $1',
    [orderId],
  );
  return { sender, messageId, orderId, ours: rows[0]!.id, captureId: rows[0]!.capture_id };
}

const orderRow = async (providerOrderId: string) =>
  (
    await world.paymentSql.query<{ status: string; capture_id: string | null; amount_cents: number }>(
      'SELECT status, capture_id, amount_cents FROM payment_order WHERE provider_order_id = $1',
      [providerOrderId],
    )
  ).rows[0];

const eventsAbout = async (type: string, messageId: string) =>
  (await world.paymentEvents(type)).filter((event) => event.messageId === messageId);

/** What a restore to a point before the order existed leaves of it: nothing, its events included. */
async function forgetOrder(paid: { ours: string; messageId: string }) {
  await world.paymentSql.query('DELETE FROM payment_order WHERE id = $1', [paid.ours]);
  await world.paymentSql.query(`DELETE FROM outbox_event WHERE payload->>'messageId' = $1`, [paid.messageId]);
}

describe('the capture journal, after the payment database went back to an earlier point', () => {
  it('writes each completed capture, with what its order needs to be written again', async () => {
    const paid = await paidLetter();
    const entries = (await journal.since(new Date(0))).filter((entry) => entry.orderId === paid.ours);
    expect(entries).toEqual([
      expect.objectContaining({
        providerOrderId: paid.orderId,
        captureId: paid.captureId,
        messageId: paid.messageId,
        userId: paid.sender.userId,
        amountCents: 90,
        currency: 'EUR',
      }),
    ]);
  });

  it('pays again a letter that still waits for the payment the restore forgot, once', async () => {
    const paid = await paidLetter();
    await forgetOrder(paid);
    expect(await orderRow(paid.orderId)).toBeUndefined();

    const first = await settleJournaledCaptures(world.deps, journal);
    expect(first).toMatchObject({ paid: 1, refunded: 0, failed: 0 });
    expect(await orderRow(paid.orderId)).toEqual({
      status: 'paid',
      capture_id: paid.captureId,
      amount_cents: 90,
    });
    expect(await eventsAbout('payment.completed', paid.messageId)).toEqual([
      expect.objectContaining({ orderId: paid.orderId, amountCents: 90, method: 'paypal' }),
    ]);
    expect(fake.refunds.filter((refund) => refund.captureId === paid.captureId)).toEqual([]);

    const second = await settleJournaledCaptures(world.deps, journal);
    expect(second).toMatchObject({ paid: 0, refunded: 0, failed: 0 });
    expect(await eventsAbout('payment.completed', paid.messageId)).toHaveLength(1);
  });

  it('completes an order the restore left approved, as PayPal captured it', async () => {
    const paid = await paidLetter();
    await world.paymentSql.query(
      `UPDATE payment_order SET status = 'approved', capture_id = NULL, paid_at = NULL WHERE id = $1`,
      [paid.ours],
    );
    await world.paymentSql.query(`DELETE FROM outbox_event WHERE payload->>'messageId' = $1`, [
      paid.messageId,
    ]);

    expect(await settleJournaledCaptures(world.deps, journal)).toMatchObject({ paid: 1, failed: 0 });
    expect(await orderRow(paid.orderId)).toMatchObject({ status: 'paid', capture_id: paid.captureId });
    expect(await eventsAbout('payment.completed', paid.messageId)).toHaveLength(1);
  });

  it('gives the money back for a letter the restore undid, once, and says so on the trail', async () => {
    const paid = await paidLetter();
    await forgetOrder(paid);
    await world.messageSql.query('DELETE FROM message WHERE id = $1', [paid.messageId]);

    expect(await settleJournaledCaptures(world.deps, journal)).toMatchObject({ refunded: 1, failed: 0 });
    expect(fake.refunds.filter((refund) => refund.captureId === paid.captureId)).toEqual([
      expect.objectContaining({ amountCents: 90, currency: 'EUR' }),
    ]);
    expect(await orderRow(paid.orderId)).toMatchObject({ status: 'refunded', capture_id: paid.captureId });
    expect(await eventsAbout('payment.refunded', paid.messageId)).toEqual([
      expect.objectContaining({ orderId: paid.orderId, amountCents: 90 }),
    ]);
    const trail = await world.paymentSql.query<{ detail: string }>(
      `SELECT detail FROM payment_activity WHERE kind = 'order.refunded' AND message_id = $1`,
      [paid.messageId],
    );
    expect(trail.rows).toEqual([{ detail: 'restore' }]);

    expect(await settleJournaledCaptures(world.deps, journal)).toMatchObject({ refunded: 0, failed: 0 });
    expect(fake.refunds.filter((refund) => refund.captureId === paid.captureId)).toHaveLength(1);
  });

  it('gives the money back when the letter was paid again meanwhile (one charge kept)', async () => {
    const paid = await paidLetter();
    await forgetOrder(paid);
    // The restored letter waited for payment, and its sender paid it again before the journal was read.
    await world.messageSql.query(`UPDATE message SET paid = true WHERE id = $1`, [paid.messageId]);

    expect(await settleJournaledCaptures(world.deps, journal)).toMatchObject({ refunded: 1, paid: 0 });
    expect(await orderRow(paid.orderId)).toMatchObject({ status: 'refunded' });
  });

  it('leaves a capture it cannot settle yet (the message service away) for the next round', async () => {
    const paid = await paidLetter();
    await forgetOrder(paid);
    // A client of an address nothing listens at: the message service not up yet.
    const unreachable = createTestClient(services.message(), 'payment', `127.0.0.1:${await freePort()}`);
    const away = { ...world.deps, message: unreachable };
    expect(await settleJournaledCaptures(away, journal)).toMatchObject({ failed: 1 });
    expect(await orderRow(paid.orderId)).toBeUndefined();
    unreachable.close();
    expect(await settleJournaledCaptures(world.deps, journal)).toMatchObject({ paid: 1, failed: 0 });
  });
});
