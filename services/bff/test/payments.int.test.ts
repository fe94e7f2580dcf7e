import { createTestClient } from '@app/platform/test-support/test-keys';
import { services } from '@app/proto/services';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueEmailToken, startBackends, type Backends } from '@app/test-stack/backends';
import { browserHeaders, postJson, registerPerson, startBff, type TestBff } from './helpers/bff.ts';
import { madridAddress } from '@app/test-stack/sealed-messages';

let backends: Backends;
let bff: TestBff;
let payment: ReturnType<typeof connectPayment>;

const connectPayment = (address: string) => createTestClient(services.payment(), 'payment', address);

beforeAll(async () => {
  backends = await startBackends('payments');
  bff = await startBff(backends);
  payment = connectPayment(backends.paymentAddress);
});
afterAll(async () => {
  payment?.close();
  await bff?.close();
  await backends?.stop();
});

function send(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  options: { cookie?: string; body?: unknown; language?: string; paymentToken?: string } = {},
) {
  return app.inject({
    method,
    url,
    headers: {
      ...(method === 'GET' ? {} : browserHeaders),
      ...(options.paymentToken ? { 'x-payment-token': options.paymentToken } : {}),
      ...(options.cookie ? { cookie: `legado_session=${options.cookie}` } : {}),
      'accept-language': options.language ?? 'es',
    },
    ...(method === 'GET' ? {} : { payload: JSON.stringify(options.body ?? {}) }),
  });
}

const letter = {
  recipient: 'María López',
  recipientEmail: 'maria@example.com',
  subject: 'Para cuando llegue el día',
  content: 'Querida María: la llave está en la caja azul.',
  messageType: 'LOVE',
  securityLevel: 'none',
  deliveryMethod: 'postal',
  postalAddress: madridAddress,
  deliveryDate: null,
  schedulingType: 'specific_date',
  isAnonymous: false,
};

/** A verified sender and one sealed postal message (always paid), as the wizard leaves them. */
async function postalMessage(label: string) {
  const registered = await registerPerson(bff.app, label);
  const { token } = await issueEmailToken(backends, registered.user.id, 'verify_email');
  expect((await postJson(bff.app, '/api/verify-email', { token })).statusCode).toBe(200);
  const { cookie } = registered;
  const { id } = (await send(bff.app, 'POST', '/api/messages', { cookie, body: letter })).json<{
    id: string;
  }>();
  const sealed = (await send(bff.app, 'POST', `/api/messages/${id}/seal`, { cookie })).json<{
    requiresPayment: boolean;
    paymentToken: string;
    accessCode: string;
  }>();
  expect(sealed.requiresPayment).toBe(true);
  return { cookie, messageId: id, paymentToken: sealed.paymentToken, accessCode: sealed.accessCode };
}

describe('payment calls', () => {
  it('says how payments are taken and what deliveries cost, never a secret', async () => {
    const response = await send(bff.app, 'GET', '/api/payment/gateways');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      gateways: [{ id: 'paypal', name: 'PayPal' }],
      mode: 'simulated',
      clientId: null,
      currency: 'EUR',
      prices: { email: 90, physical: 999, physical_scheduled: 999, postal: 999 },
    });
  });

  it('checks a discount code in the user’s language without counting a use', async () => {
    const code = `SPRING${Date.now().toString(36).toUpperCase()}`.slice(0, 15);
    await payment.CreateDiscountCode({ code, percentage: 10, maxUses: 0, validUntil: '' });
    const check = (discountCode: string, deliveryType = 'POSTAL', language = 'es') =>
      send(bff.app, 'POST', '/api/payment/validate-discount', {
        body: { discountCode, deliveryType },
        language,
      });

    const valid = await check(` ${code.toLowerCase()} `);
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({
      valid: true,
      discountCode: code,
      discountPercentage: 10,
      basePrice: 9.99,
      finalPrice: 8.99,
      savings: 1,
      basePriceCents: 999,
      finalPriceCents: 899,
      savingsCents: 100,
      currency: 'EUR',
      message: 'Descuento del 10 % aplicado',
    });
    const unknown = await check('NOSUCHCODE', 'email', 'en');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({
      valid: false,
      reason: 'DISCOUNT_NOT_FOUND',
      message: 'The discount code is not valid or has expired',
    });
    const empty = await check('   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Introduce un código de descuento', field: 'discountCode' });
    const { codes } = await payment.ListDiscountCodes({});
    expect(codes.find((c) => c.code === code)?.currentUses).toBe(0);
  });

  it('pays a postal message at 9,99 € through the simulated PayPal: order, approval redirect, capture once', async () => {
    const { cookie, messageId } = await postalMessage('payer');
    const created = await send(bff.app, 'POST', '/api/payment/paypal/create-order', {
      cookie,
      // A price, currency or return address from the client is ignored.
      body: {
        messageId,
        deliveryType: 'email',
        paymentMethod: 'paypal',
        amount: 0.01,
        successUrl: 'https://evil.example',
      },
    });
    expect(created.statusCode).toBe(200);
    const order = created.json<{
      orderId: string;
      approvalUrl: string;
      price: { finalPriceCents: number };
    }>();
    expect(order.price.finalPriceCents).toBe(999);
    expect(order.approvalUrl).toBe(`http://localhost:8080/api/payments/paypal/mock-approve/${order.orderId}`);

    const approval = await send(bff.app, 'GET', `/api/payments/paypal/mock-approve/${order.orderId}`);
    expect(approval.statusCode).toBe(303);
    const back = new URL(approval.headers.location as string, 'http://localhost:8080');
    expect(back.pathname).toBe('/payment-success');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      messageId,
      token: order.orderId,
      PayerID: 'SIMULATEDPAYER',
    });

    const captures = await Promise.all(
      [1, 2, 3].map(() =>
        send(bff.app, 'POST', `/api/payments/paypal/capture/${order.orderId}`, {
          body: { payerId: 'SIMULATEDPAYER' },
        }),
      ),
    );
    for (const capture of captures) {
      expect(capture.statusCode).toBe(200);
      expect(capture.json()).toMatchObject({
        success: true,
        status: 'paid',
        messageId,
        paymentId: order.orderId,
      });
    }
    const details = await send(bff.app, 'GET', `/api/payment/paypal/order/${order.orderId}`, { cookie });
    expect(details.json()).toMatchObject({
      orderDetails: {
        id: order.orderId,
        status: 'paid',
        amount: 9.99,
        amountCents: 999,
        mode: 'simulated',
        clientId: null,
      },
    });
    // Paid is the message service's own fact: it learns it from payment.completed, over NATS, once payment's
    // relay has published it.
    await expect
      .poll(
        async () =>
          (await backends.messageSql.query('SELECT paid FROM message WHERE id = $1', [messageId])).rows[0],
        { timeout: 15_000, interval: 100 },
      )
      .toEqual({ paid: true });
    // The sender's card says what was charged, and when.
    const list = await send(bff.app, 'GET', '/api/messages', { cookie });
    const card = list.json<{ id: string; payment: unknown }[]>().find((m) => m.id === messageId);
    expect(card?.payment).toEqual({
      free: false,
      amountCents: 999,
      currency: 'EUR',
      paidAt: expect.any(String),
    });
  });

  it('lets the guest page pay and read the message with the seal’s token, and nobody without it', async () => {
    const { messageId, paymentToken, accessCode } = await postalMessage('guest');
    const stranger = await registerPerson(bff.app, 'stranger');

    const withToken = await send(bff.app, 'GET', `/api/messages/${messageId}?token=${paymentToken}`);
    expect(withToken.statusCode).toBe(200);
    expect(withToken.json()).toMatchObject({ id: messageId, accessCode, recipient: 'María López' });
    for (const attempt of [
      send(bff.app, 'GET', `/api/messages/${messageId}?token=${paymentToken.slice(0, -2)}xx`),
      send(bff.app, 'GET', `/api/messages/${messageId}`, { cookie: stranger.cookie }),
      send(bff.app, 'POST', '/api/payment/paypal/create-order', { body: { messageId } }),
      send(bff.app, 'POST', '/api/payment/paypal/create-order', {
        cookie: stranger.cookie,
        body: { messageId },
      }),
      send(bff.app, 'POST', `/api/payment/paypal/create-order?paymentToken=${'x'.repeat(43)}`, {
        body: { messageId },
      }),
      send(bff.app, 'POST', '/api/payment/use-free-delivery', {
        cookie: stranger.cookie,
        body: { messageId },
      }),
    ]) {
      const response = await attempt;
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Mensaje no encontrado' });
    }
    const { entries } = await payment.ListPaymentActivity({ limit: 500 });
    expect(entries.filter((e) => e.messageId === messageId)).toEqual([]);

    const guest = await send(bff.app, 'POST', `/api/payments/paypal/create?paymentToken=${paymentToken}`, {
      body: { messageId, amount: 9.99, currency: 'EUR', successUrl: '/x', cancelUrl: '/y', errorUrl: '/z' },
    });
    expect(guest.statusCode).toBe(200);
    expect(guest.json()).toMatchObject({ completed: false, freeDeliveryAvailable: false });
    expect(guest.json<{ id: string; orderId: string }>().id).toBe(guest.json<{ orderId: string }>().orderId);
  });

  it('lets only its payer read or cancel an order (the owner, or the payment token): its id is no secret', async () => {
    const { cookie, messageId, paymentToken } = await postalMessage('order_owner');
    const other = await postalMessage('order_other');
    const stranger = await registerPerson(bff.app, 'order_stranger');
    const { orderId } = (
      await send(bff.app, 'POST', '/api/payment/paypal/create-order', { cookie, body: { messageId } })
    ).json<{ orderId: string }>();
    await send(bff.app, 'GET', `/api/payments/paypal/mock-approve/${orderId}`);

    for (const [method, path] of [
      ['GET', `/api/payment/paypal/order/${orderId}`],
      ['POST', `/api/payments/paypal/cancel/${orderId}`],
    ] as const) {
      for (const who of [
        {},
        { cookie: stranger.cookie },
        { cookie: other.cookie },
        { paymentToken: other.paymentToken },
        { paymentToken: `${paymentToken.slice(0, -2)}xx` },
      ]) {
        const refused = await send(bff.app, method, path, who);
        expect(refused.statusCode, `${method} ${path} ${JSON.stringify(who)}`).toBe(404);
        expect(refused.json()).toEqual({ message: 'No se encontró la orden de pago' });
        expect(refused.body).not.toContain(messageId);
      }
    }
    // Nothing was cancelled: its owner still pays it.
    const captured = await send(bff.app, 'POST', `/api/payments/paypal/capture/${orderId}`, {
      body: { payerId: 'SIMULATEDPAYER' },
    });
    expect(captured.json()).toMatchObject({ success: true, status: 'paid', messageId });

    // A guest payer with the token reads and cancels their own order; the owner reads it with the session.
    const guest = (
      await send(bff.app, 'POST', `/api/payment/paypal/create-order?paymentToken=${other.paymentToken}`, {
        body: { messageId: other.messageId },
      })
    ).json<{ orderId: string }>();
    const read = await send(bff.app, 'GET', `/api/payment/paypal/order/${guest.orderId}`, {
      paymentToken: other.paymentToken,
    });
    expect(read.json()).toMatchObject({ orderDetails: { id: guest.orderId, messageId: other.messageId } });
    const mine = await send(bff.app, 'GET', `/api/payment/paypal/order/${guest.orderId}`, {
      cookie: other.cookie,
    });
    expect(mine.statusCode).toBe(200);
    const cancelled = await send(bff.app, 'POST', `/api/payments/paypal/cancel/${guest.orderId}`, {
      paymentToken: other.paymentToken,
    });
    expect(cancelled.json()).toMatchObject({ orderDetails: { status: 'cancelled' } });
  });

  it('names each capture refusal for the error page', async () => {
    const { cookie, messageId } = await postalMessage('refusals');
    const unknown = await send(bff.app, 'POST', '/api/payments/paypal/capture/MOCK-NOSUCHORDER0000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'No se encontró la orden de pago', reason: 'unknown_order' });

    const { orderId } = (
      await send(bff.app, 'POST', '/api/payment/paypal/create-order', {
        cookie,
        body: { messageId, flow: 'popup' },
      })
    ).json<{ orderId: string }>();
    const early = await send(bff.app, 'POST', `/api/payments/paypal/capture/${orderId}`, { language: 'en' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      message: 'The payment has not been approved on PayPal yet',
      reason: 'not_approved',
    });

    const popupApproval = await send(bff.app, 'POST', `/api/payments/paypal/mock-approve/${orderId}`);
    expect(popupApproval.json<{ returnUrl: string }>().returnUrl).toMatch(/^\/payment\/paypal\?messageId=/);
    const cancelled = await send(bff.app, 'POST', `/api/payments/paypal/cancel/${orderId}`, { cookie });
    expect(cancelled.json()).toMatchObject({ orderDetails: { status: 'cancelled' } });
    const late = await send(bff.app, 'POST', `/api/payments/paypal/capture/${orderId}`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ reason: 'cancelled' });
  });

  it('refuses a webhook whose signature does not verify, and changes nothing', async () => {
    const before = (await payment.ListPaymentActivity({ limit: 500 })).entries.length;
    const response = await bff.app.inject({
      method: 'POST',
      url: '/api/payments/paypal/webhook',
      headers: { 'content-type': 'application/json', 'paypal-transmission-id': 'x' },
      payload: JSON.stringify({ id: 'WH-1', event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id: 'X' } }),
    });
    expect(response.statusCode).toBe(400);
    expect((await payment.ListPaymentActivity({ limit: 500 })).entries.length).toBe(before);
  });
});
