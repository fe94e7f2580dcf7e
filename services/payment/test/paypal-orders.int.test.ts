// The payment service in sandbox mode, its real PayPal client against the fake PayPal server: every case of
// the PayPal contract ends in exactly one charge for a paid message, and none for an unpaid one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundDeletedMessage } from '../src/domain/refund-order.ts';
import { createPaypalClient } from '../src/paypal/paypal-client.ts';
import { startFakePaypal, type FakePaypal } from './fake-paypal/fake-paypal-server.ts';
import { owner, startPaymentWorld, type PaymentWorld } from './helpers/payment-world.ts';

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
  world = await startPaymentWorld('paypal', { paypal: { mode: 'sandbox', api, clientId: fake.clientId } });
});
afterAll(async () => {
  await world?.stop();
  await fake?.close();
});

/** A sealed e-mail message waiting for payment and its PayPal order. */
async function openOrder(discountCode = '') {
  const sender = await world.senderWithoutFreeDeliveries();
  const { messageId } = await world.messageAwaitingPayment(sender);
  const created = await world.payment.CreateOrder({
    payer: { userId: sender.userId, paymentToken: '' },
    messageId,
    discountCode,
    flow: 'redirect',
    useFreeDelivery: false,
    language: 'es',
  });
  return { sender, messageId, orderId: created.orderId, approvalUrl: created.approvalUrl };
}

const capture = (orderId: string) => world.payment.CaptureOrder({ orderId, payerId: '' });
const statusOf = async (orderId: string) => (await world.payment.GetOrder({ orderId })).order?.status;
const completedFor = async (messageId: string) =>
  (await world.paymentEvents('payment.completed')).filter((e) => e.messageId === messageId);

async function deliver(webhook: { headers: Record<string, string>; rawBody: Buffer }) {
  return world.payment.HandlePaypalWebhook({ headers: webhook.headers, rawBody: webhook.rawBody });
}

describe('paying through PayPal (against a fake PayPal)', () => {
  it('A: creates the order at PayPal with our amount, captures once after approval; a later webhook changes nothing', async () => {
    const { messageId, orderId, approvalUrl, sender } = await openOrder();
    expect(orderId).toMatch(/^[A-Z0-9]{17}$/);
    expect(approvalUrl).toContain(`${fake.url}/checkoutnow?token=${orderId}`);
    const atPaypal = fake.orders.get(orderId)!;
    expect(atPaypal).toMatchObject({ amountCents: 90, currency: 'EUR', customId: messageId });
    expect(atPaypal.returnUrl).toBe(`http://localhost:8080/payment-success?messageId=${messageId}`);

    fake.approve(orderId);
    await expect(capture(orderId)).resolves.toMatchObject({ order: { status: 'paid' } });
    await expect(capture(orderId)).resolves.toMatchObject({ order: { status: 'paid' } });
    const captureId = fake.orders.get(orderId)!.captureId!;
    await deliver(
      fake.signedWebhook('PAYMENT.CAPTURE.COMPLETED', completedResource(captureId, orderId, messageId)),
    );
    expect(fake.captureCount(orderId)).toBe(1);
    expect(await completedFor(messageId)).toEqual([
      { messageId, userId: sender.userId, orderId, amountCents: 90, method: 'paypal' },
    ]);
  });

  it('B: a cancelled order charges nothing and cannot be captured', async () => {
    const { orderId, sender } = await openOrder();
    await world.payment.CancelOrder({ orderId, payer: { userId: sender.userId, paymentToken: '' } });
    fake.approve(orderId);
    await expect(capture(orderId)).rejects.toMatchObject({ reason: 'ORDER_CANCELLED' });
    expect(fake.captureCount(orderId)).toBe(0);
  });

  it('C: a declined payment fails the order, not the message (another order can pay it)', async () => {
    const declined = await openOrder();
    fake.approve(declined.orderId);
    fake.setNextCaptureOutcome('INSTRUMENT_DECLINED');
    await expect(capture(declined.orderId)).rejects.toMatchObject({ reason: 'PAYMENT_DECLINED' });
    expect(await statusOf(declined.orderId)).toBe('failed');

    // An order COMPLETED at PayPal whose capture was DECLINED is not a payment.
    const inside = await openOrder();
    fake.approve(inside.orderId);
    fake.setNextCaptureOutcome('DECLINED');
    await expect(capture(inside.orderId)).rejects.toMatchObject({ reason: 'PAYMENT_DECLINED' });
    expect(await completedFor(inside.messageId)).toEqual([]);
  });

  it('D: concurrent captures, and a new attempt after a lost answer, charge once', async () => {
    const { orderId, messageId } = await openOrder();
    fake.approve(orderId);
    const results = await Promise.all(Array.from({ length: 6 }, () => capture(orderId)));
    expect(results.map((r) => r.order?.status)).toEqual(Array(6).fill('paid'));
    expect(fake.captureCount(orderId)).toBe(1);
    expect(await completedFor(messageId)).toHaveLength(1);

    // PayPal captured but its answer never came back: the next try replays the same request, one charge.
    const lost = await openOrder();
    fake.approve(lost.orderId);
    fake.dropNextResponses('captureOrder', 4);
    await expect(capture(lost.orderId)).rejects.toMatchObject({ reason: 'PAYPAL_UNAVAILABLE' });
    expect(await statusOf(lost.orderId)).toBe('approved');
    await expect(capture(lost.orderId)).resolves.toMatchObject({ order: { status: 'paid' } });
    expect(fake.captureCount(lost.orderId)).toBe(1);
  });

  it('E: an unknown or tampered order id is refused', async () => {
    await expect(capture('0ABCDEFGHIJKLMNOP')).rejects.toMatchObject({ reason: 'UNKNOWN_ORDER' });
    await expect(capture('../../v1/oauth2/token')).rejects.toMatchObject({ reason: 'UNKNOWN_ORDER' });
  });

  it('F: an access token PayPal dropped is renewed once, and the payment goes through', async () => {
    const { orderId } = await openOrder();
    fake.approve(orderId);
    fake.expireTokens();
    await expect(capture(orderId)).resolves.toMatchObject({ order: { status: 'paid' } });
  });

  it('G: capturing before approval charges nothing; after approval it pays', async () => {
    const { orderId } = await openOrder();
    await expect(capture(orderId)).rejects.toMatchObject({ reason: 'NOT_APPROVED' });
    expect(await statusOf(orderId)).toBe('created');
    fake.approve(orderId);
    await expect(capture(orderId)).resolves.toMatchObject({ order: { status: 'paid' } });
  });

  it('H: a pending capture is not paid until PayPal says it completed', async () => {
    const { orderId, messageId } = await openOrder();
    fake.approve(orderId);
    fake.setNextCaptureOutcome('PENDING');
    await expect(capture(orderId)).resolves.toMatchObject({ order: { status: 'capturing' } });
    expect(await completedFor(messageId)).toEqual([]);
    const captureId = fake.orders.get(orderId)!.captureId!;
    fake.settleCapture(captureId, 'COMPLETED');
    await deliver(
      fake.signedWebhook('PAYMENT.CAPTURE.COMPLETED', completedResource(captureId, orderId, messageId)),
    );
    expect(await statusOf(orderId)).toBe('paid');
    expect(await completedFor(messageId)).toHaveLength(1);
    expect(fake.captureCount(orderId)).toBe(1);
  });

  it('I: a webhook before the buyer returns captures; the return and a replayed webhook add nothing', async () => {
    const { orderId, messageId } = await openOrder();
    fake.approve(orderId);
    const approved = fake.signedWebhook('CHECKOUT.ORDER.APPROVED', { id: orderId, status: 'APPROVED' });
    await expect(deliver(approved)).resolves.toEqual({ handledNow: true });
    await expect(deliver(approved)).resolves.toEqual({ handledNow: false });
    expect(await statusOf(orderId)).toBe('paid');
    await expect(capture(orderId)).resolves.toMatchObject({ order: { status: 'paid' } });
    expect(fake.captureCount(orderId)).toBe(1);
    expect(await completedFor(messageId)).toHaveLength(1);
  });

  it('J: a tampered webhook is refused; a capture of another amount is not a payment', async () => {
    const { orderId, messageId } = await openOrder();
    fake.approve(orderId);
    const signed = fake.signedWebhook('CHECKOUT.ORDER.APPROVED', { id: orderId });
    const tampered = Buffer.from(signed.rawBody.toString('utf8').replace(orderId, orderId.toLowerCase()));
    await expect(
      world.payment.HandlePaypalWebhook({ headers: signed.headers, rawBody: tampered }),
    ).rejects.toMatchObject({ reason: 'WEBHOOK_INVALID' });
    expect(await statusOf(orderId)).toBe('created');

    fake.tamperNextCaptureAmount(1);
    await expect(capture(orderId)).rejects.toMatchObject({ reason: 'AMOUNT_MISMATCH' });
    expect(await statusOf(orderId)).toBe('failed');
    expect(await completedFor(messageId)).toEqual([]);
  });

  it('M: PayPal failing twice with 5xx is retried with the same request: one charge', async () => {
    const { orderId } = await openOrder();
    fake.approve(orderId);
    fake.failNext('captureOrder', 503, 2);
    await expect(capture(orderId)).resolves.toMatchObject({ order: { status: 'paid' } });
    expect(fake.captureCount(orderId)).toBe(1);
  });

  it('N: a paid message deleted before delivery is refunded at PayPal, once', async () => {
    const { orderId, messageId, sender } = await openOrder();
    fake.approve(orderId);
    await capture(orderId);
    await world.message.DeleteMessage({ owner: owner(sender.userId), messageId });
    const event = { messageId, userId: sender.userId, wasDelivered: false };
    await expect(refundDeletedMessage(world.deps, event)).resolves.toBe('refunded');
    await expect(refundDeletedMessage(world.deps, event)).resolves.toBe('nothing');
    const captureId = fake.orders.get(orderId)!.captureId!;
    expect(fake.refunds.filter((r) => r.captureId === captureId)).toEqual([
      expect.objectContaining({ amountCents: 90, currency: 'EUR' }),
    ]);
    expect(await statusOf(orderId)).toBe('refunded');
  });
});

function completedResource(captureId: string, orderId: string, messageId: string) {
  return {
    id: captureId,
    status: 'COMPLETED',
    custom_id: messageId,
    supplementary_data: { related_ids: { order_id: orderId } },
  };
}
