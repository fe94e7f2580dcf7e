import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createPaypalClient,
  type CreatePaypalOrderInput,
  type PaypalApi,
  type PaypalClientOptions,
} from '../src/paypal/paypal-client.ts';
import { PaypalError, PaypalUnavailableError } from '../src/paypal/paypal-errors.ts';
import { startFakePaypal, type FakePaypal } from './fake-paypal/fake-paypal-server.ts';

// Every test gets its own fake, so counters and injected failures never leak between tests.
let fake: FakePaypal;
let paypal: PaypalApi;

beforeEach(async () => {
  fake = await startFakePaypal();
  paypal = clientFor(fake);
});
afterEach(() => fake.close());

function clientFor(server: FakePaypal, overrides: Partial<PaypalClientOptions> = {}): PaypalApi {
  return createPaypalClient({
    baseUrl: server.url,
    clientId: server.clientId,
    clientSecret: server.clientSecret,
    webhookId: server.webhookId,
    webhookCaCertificates: server.trustedCaPem,
    retryBaseDelayMs: 1,
    timeoutMs: 5_000,
    ...overrides,
  });
}

function orderInput(overrides: Partial<CreatePaypalOrderInput> = {}): CreatePaypalOrderInput {
  const invoiceId = randomUUID();
  return {
    requestId: `create-${invoiceId}`,
    customId: randomUUID(),
    invoiceId,
    description: 'Entrega por e-mail',
    itemName: 'Entrega por e-mail',
    baseCents: 1269,
    discountCents: 127,
    amountCents: 1142,
    currency: 'EUR',
    returnUrl: 'https://app.example/payment-success',
    cancelUrl: 'https://app.example/payment-cancel',
    locale: 'es-ES',
    brandName: 'Legado',
    ...overrides,
  };
}

async function approvedOrderId(): Promise<string> {
  const { id } = await paypal.createOrder(orderInput());
  fake.approve(id);
  return id;
}

/** Resolves to the PaypalError the promise rejects with, failing the test if it resolves or throws another. */
async function paypalErrorOf(promise: Promise<unknown>): Promise<PaypalError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaypalError);
  return error as PaypalError;
}

async function rawToken(server: FakePaypal): Promise<string> {
  const response = await fetch(`${server.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${server.clientId}:${server.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

describe('createOrder', () => {
  it('creates an order whose payer-action link opens the checkout page', async () => {
    const input = orderInput();
    const created = await paypal.createOrder(input);

    expect(created.id).toMatch(/^[A-Z0-9]{17}$/);
    expect(created.status).toBe('PAYER_ACTION_REQUIRED');
    expect(created.approvalUrl).toBe(`${fake.url}/checkoutnow?token=${created.id}`);
    expect(fake.orders.get(created.id)).toMatchObject({
      amountCents: 1142,
      currency: 'EUR',
      customId: input.customId,
      invoiceId: input.invoiceId,
    });
    await expect(paypal.getOrder(created.id)).resolves.toEqual({
      id: created.id,
      status: 'PAYER_ACTION_REQUIRED',
      customId: input.customId,
      invoiceId: input.invoiceId,
      amountCents: 1142,
      currency: 'EUR',
      payerId: '',
      capture: null,
    });
  });

  it('sends no discount line when there is no discount', async () => {
    const created = await paypal.createOrder(
      orderInput({ baseCents: 90, discountCents: 0, amountCents: 90 }),
    );
    expect(fake.orders.get(created.id)?.amountCents).toBe(90);
  });

  it('follows the approve link when PayPal answers the legacy way', async () => {
    const legacy = await startFakePaypal({ approvalLinkRel: 'approve' });
    try {
      const created = await clientFor(legacy).createOrder(orderInput());
      expect(created.status).toBe('CREATED');
      expect(created.approvalUrl).toBe(`${legacy.url}/checkoutnow?token=${created.id}`);
    } finally {
      await legacy.close();
    }
  });

  it('gets the same order back when the create is retried with the same request id', async () => {
    const input = orderInput();
    const first = await paypal.createOrder(input);
    const second = await paypal.createOrder(input);
    expect(second.id).toBe(first.id);
    expect(fake.orders.size).toBe(1);
  });

  it('refuses amounts that do not add up without calling PayPal', async () => {
    await expect(paypal.createOrder(orderInput({ amountCents: 1143 }))).rejects.toThrow(
      /amount = base - discount/,
    );
    await expect(
      paypal.createOrder(orderInput({ baseCents: 0.9 * 3, discountCents: 0, amountCents: 0.9 * 3 })),
    ).rejects.toThrow(/integer cents/);
    expect(fake.requestCount('createOrder')).toBe(0);
  });
});

describe('A: approve on the checkout page, then capture', () => {
  it('captures once; a replay with the same request id returns the same capture', async () => {
    const input = orderInput();
    const { id, approvalUrl } = await paypal.createOrder(input);

    const page = await fetch(approvalUrl);
    expect(await page.text()).toContain('Approve');
    const approval = await fetch(approvalUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=approve',
      redirect: 'manual',
    });
    expect(approval.status).toBe(303);
    const returnUrl = new URL(approval.headers.get('location') ?? '');
    expect(`${returnUrl.origin}${returnUrl.pathname}`).toBe(input.returnUrl);
    expect(returnUrl.searchParams.get('token')).toBe(id);
    const payerId = returnUrl.searchParams.get('PayerID');
    expect(payerId).toMatch(/^[A-Z0-9]{13}$/);

    const captured = await paypal.captureOrder(id, `capture-${id}`);
    expect(captured).toMatchObject({ id, status: 'COMPLETED', payerId, amountCents: 1142, currency: 'EUR' });
    expect(captured.capture).toMatchObject({
      status: 'COMPLETED',
      amountCents: 1142,
      currency: 'EUR',
      customId: input.customId,
      invoiceId: input.invoiceId,
    });
    expect(captured.capture?.id).toMatch(/^[A-Z0-9]{17}$/);

    const replayed = await paypal.captureOrder(id, `capture-${id}`);
    expect(replayed.capture?.id).toBe(captured.capture?.id);
    expect(fake.captureCount(id)).toBe(1);
    await expect(paypal.getOrder(id)).resolves.toEqual(captured);
  });

  it('B: cancel on the checkout page goes to cancel_url with the token and charges nothing', async () => {
    const input = orderInput();
    const { id, approvalUrl } = await paypal.createOrder(input);
    const cancelled = await fetch(approvalUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel',
      redirect: 'manual',
    });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`${input.cancelUrl}?token=${id}`);
    expect((await paypal.getOrder(id)).status).toBe('PAYER_ACTION_REQUIRED');
    expect(fake.captureCount(id)).toBe(0);
  });

  it('reports the amount PayPal actually captured, so the caller can compare it', async () => {
    const id = await approvedOrderId();
    fake.tamperNextCaptureAmount(1);
    const captured = await paypal.captureOrder(id, `capture-${id}`);
    expect(captured.amountCents).toBe(1142);
    expect(captured.capture?.amountCents).toBe(1);
  });
});

describe('C: declines', () => {
  it('surfaces INSTRUMENT_DECLINED as the issue, charges nothing, and a retry can still capture', async () => {
    const id = await approvedOrderId();
    fake.setNextCaptureOutcome('INSTRUMENT_DECLINED');

    const error = await paypalErrorOf(paypal.captureOrder(id, `capture-${id}`));
    expect(error).toMatchObject({
      status: 422,
      issue: 'INSTRUMENT_DECLINED',
      paypalName: 'UNPROCESSABLE_ENTITY',
    });
    expect(error.debugId).toMatch(/^[0-9a-f]{13}$/);
    expect(fake.captureCount(id)).toBe(0);

    const captured = await paypal.captureOrder(id, `capture-${id}`);
    expect(captured.capture?.status).toBe('COMPLETED');
  });

  it('returns a DECLINED capture inside a COMPLETED order as it is', async () => {
    const id = await approvedOrderId();
    fake.setNextCaptureOutcome('DECLINED');
    const captured = await paypal.captureOrder(id, `capture-${id}`);
    expect(captured.status).toBe('COMPLETED');
    expect(captured.capture?.status).toBe('DECLINED');
  });

  it('the fake honours the PayPal-Mock-Response header of sandbox negative testing', async () => {
    const id = await approvedOrderId();
    const response = await fetch(`${fake.url}/v2/checkout/orders/${id}/capture`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await rawToken(fake)}`,
        'content-type': 'application/json',
        'paypal-mock-response': '{"mock_application_codes":"INSTRUMENT_DECLINED"}',
      },
      body: '{}',
    });
    expect(response.status).toBe(422);
    const body = (await response.json()) as { debug_id: string; details: { issue: string }[] };
    expect(body.details[0]?.issue).toBe('INSTRUMENT_DECLINED');
    expect(response.headers.get('paypal-debug-id')).toBe(body.debug_id);
    expect(fake.captureCount(id)).toBe(0);
  });
});

describe('D: double capture', () => {
  it('a new request id after a capture gets ORDER_ALREADY_CAPTURED', async () => {
    const id = await approvedOrderId();
    await paypal.captureOrder(id, `capture-${id}`);
    const error = await paypalErrorOf(paypal.captureOrder(id, `capture-${id}-again`));
    expect(error).toMatchObject({ status: 422, issue: 'ORDER_ALREADY_CAPTURED' });
    expect(fake.captureCount(id)).toBe(1);
  });

  it('two concurrent captures with the same request id charge once', async () => {
    const id = await approvedOrderId();
    const [first, second] = await Promise.all([
      paypal.captureOrder(id, `capture-${id}`),
      paypal.captureOrder(id, `capture-${id}`),
    ]);
    expect(second.capture?.id).toBe(first.capture?.id);
    expect(fake.captureCount(id)).toBe(1);
  });

  it('two concurrent captures with different request ids charge once; the other is refused', async () => {
    const id = await approvedOrderId();
    const results = await Promise.allSettled([
      paypal.captureOrder(id, `capture-${id}-a`),
      paypal.captureOrder(id, `capture-${id}-b`),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = results.find((r) => r.status === 'rejected');
    expect(refused?.reason).toMatchObject({ issue: 'ORDER_ALREADY_CAPTURED' });
    expect(fake.captureCount(id)).toBe(1);
  });
});

describe('E: unknown order', () => {
  it('is a 404 INVALID_RESOURCE_ID for get and capture', async () => {
    const get = await paypalErrorOf(paypal.getOrder('5O190127TN364715T'));
    expect(get).toMatchObject({
      status: 404,
      issue: 'INVALID_RESOURCE_ID',
      paypalName: 'RESOURCE_NOT_FOUND',
    });
    expect(get.debugId).toBeDefined();
    const capture = await paypalErrorOf(
      paypal.captureOrder('5O190127TN364715T', 'capture-5O190127TN364715T'),
    );
    expect(capture).toMatchObject({ status: 404, issue: 'INVALID_RESOURCE_ID' });
  });

  it('refuses an id that could leave the orders path, without calling PayPal', async () => {
    await expect(paypal.getOrder('..')).rejects.toThrow(/not a PayPal id/);
    await expect(paypal.captureOrder('../../v1/oauth2/token', 'capture-x')).rejects.toThrow(
      /not a PayPal id/,
    );
    expect(fake.requestCount('getOrder') + fake.requestCount('captureOrder')).toBe(0);
  });
});

describe('F: OAuth token', () => {
  it('is fetched once and reused across calls, even concurrent first calls', async () => {
    const id = await approvedOrderId();
    await Promise.all([paypal.getOrder(id), paypal.getOrder(id), paypal.getOrder(id)]);
    await paypal.captureOrder(id, `capture-${id}`);
    const fresh = clientFor(fake);
    await Promise.all([fresh.getOrder(id), fresh.getOrder(id), fresh.getOrder(id)]);
    expect(fake.requestCount('token')).toBe(2);
  });

  it('is refreshed about 5 minutes before it expires', async () => {
    let clock = 1_000_000;
    const client = clientFor(fake, { now: () => clock });
    const id = (await client.createOrder(orderInput())).id;
    clock += (32_400 - 6 * 60) * 1000;
    await client.getOrder(id);
    expect(fake.requestCount('token')).toBe(1);
    clock += 2 * 60 * 1000;
    await client.getOrder(id);
    expect(fake.requestCount('token')).toBe(2);
  });

  it('after a 401 invalid_token, one refresh and one retry succeed', async () => {
    const id = (await paypal.createOrder(orderInput())).id;
    fake.expireTokens();
    await expect(paypal.getOrder(id)).resolves.toMatchObject({ id });
    expect(fake.requestCount('token')).toBe(2);
    expect(fake.requestCount('getOrder')).toBe(2);
  });

  it('bad credentials are a PaypalError invalid_client, not retried', async () => {
    const client = clientFor(fake, { clientSecret: 'wrong-secret' });
    const error = await paypalErrorOf(client.getOrder('5O190127TN364715T'));
    expect(error).toMatchObject({ status: 401, issue: 'invalid_client' });
    expect(error.message).not.toContain('wrong-secret');
    expect(fake.requestCount('token')).toBe(1);
    expect(fake.requestCount('getOrder')).toBe(0);
  });
});

describe('G: capture before approval', () => {
  it('is ORDER_NOT_APPROVED; the same request id captures once the buyer approves', async () => {
    const { id } = await paypal.createOrder(orderInput());
    const error = await paypalErrorOf(paypal.captureOrder(id, `capture-${id}`));
    expect(error).toMatchObject({ status: 422, issue: 'ORDER_NOT_APPROVED' });
    expect(fake.captureCount(id)).toBe(0);

    fake.approve(id);
    await expect(paypal.captureOrder(id, `capture-${id}`)).resolves.toMatchObject({ status: 'COMPLETED' });
    expect(fake.captureCount(id)).toBe(1);
  });
});

describe('H: pending capture', () => {
  it('comes back PENDING inside a COMPLETED order and cannot be refunded yet', async () => {
    const id = await approvedOrderId();
    fake.setNextCaptureOutcome('PENDING');
    const captured = await paypal.captureOrder(id, `capture-${id}`);
    expect(captured.status).toBe('COMPLETED');
    expect(captured.capture?.status).toBe('PENDING');
    const captureId = captured.capture?.id ?? '';
    const error = await paypalErrorOf(paypal.refundCapture(captureId, `refund-${captureId}`));
    expect(error).toMatchObject({ status: 422, issue: 'PENDING_CAPTURE' });
  });
});

describe('K: create-body rules, enforced by the fake', () => {
  const money = (value: unknown, currency = 'EUR') => ({ currency_code: currency, value });
  const amount = (
    value: unknown,
    breakdown: object = { item_total: money('12.69'), discount: money('1.27') },
  ) => ({
    ...money(value),
    breakdown,
  });
  const email = { name: 'Entrega por e-mail', quantity: '3', unit_amount: money('0.90') };
  const postal = { name: 'Entrega postal', quantity: '1', unit_amount: money('9.99') };
  // The notes' example: three e-mails and one postal delivery, 10 % off.
  const body = (unit: object = {}) => ({
    intent: 'CAPTURE',
    purchase_units: [
      {
        custom_id: 'msg_123',
        invoice_id: randomUUID(),
        amount: amount('11.42'),
        items: [email, postal],
        ...unit,
      },
    ],
  });

  async function create(requestBody: string): Promise<{ status: number; issue: string | undefined }> {
    const response = await fetch(`${fake.url}/v2/checkout/orders`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await rawToken(fake)}`, 'content-type': 'application/json' },
      body: requestBody,
    });
    const json = (await response.json()) as { details?: { issue: string }[] };
    return { status: response.status, issue: json.details?.[0]?.issue };
  }

  it('accepts the notes example', async () => {
    await expect(create(JSON.stringify(body()))).resolves.toEqual({ status: 201, issue: undefined });
  });

  it.each<[string, object, number, string]>([
    ['a JSON number as value', { amount: amount(11.42) }, 400, 'INVALID_PARAMETER_SYNTAX'],
    ['three decimals', { amount: amount('11.420') }, 422, 'DECIMAL_PRECISION'],
    [
      'a float computed in JS',
      { items: [{ ...email, unit_amount: money(String(0.1 + 0.2)) }] },
      422,
      'DECIMAL_PRECISION',
    ],
    ['amount ≠ item_total − discount', { amount: amount('11.43') }, 422, 'AMOUNT_MISMATCH'],
    [
      'item_total ≠ Σ unit × quantity',
      { items: [{ ...email, quantity: '2' }, postal] },
      422,
      'ITEM_TOTAL_MISMATCH',
    ],
    [
      'items without item_total',
      { amount: amount('11.42', { discount: money('1.27') }) },
      422,
      'ITEM_TOTAL_REQUIRED',
    ],
    ['a zero amount', { amount: amount('0.00') }, 422, 'CANNOT_BE_ZERO_OR_NEGATIVE'],
    [
      'two currencies',
      { amount: amount('11.42', { item_total: money('12.69'), discount: money('1.27', 'USD') }) },
      422,
      'MULTI_CURRENCY_ORDER',
    ],
    ['a quantity of 0', { items: [email, { ...postal, quantity: '0' }] }, 400, 'INVALID_PARAMETER_SYNTAX'],
    ['no amount', { amount: undefined }, 400, 'MISSING_REQUIRED_PARAMETER'],
  ])('rejects %s', async (_case, unit, status, issue) => {
    await expect(create(JSON.stringify(body(unit)))).resolves.toEqual({ status, issue });
    expect(fake.orders.size).toBe(0);
  });

  it('rejects a body that is not JSON', async () => {
    await expect(create('{"intent":')).resolves.toEqual({ status: 400, issue: 'MALFORMED_REQUEST_JSON' });
  });
});

describe('L: the 3-hour window', () => {
  it('an approved order is still capturable just before 3 h', async () => {
    const id = await approvedOrderId();
    fake.advanceClock((3 * 60 - 1) * 60_000);
    await expect(paypal.captureOrder(id, `capture-${id}`)).resolves.toMatchObject({ status: 'COMPLETED' });
  });

  it('after 3 h the uncaptured order is gone: 404 on capture and get', async () => {
    const id = await approvedOrderId();
    fake.advanceClock((3 * 60 + 1) * 60_000);
    const error = await paypalErrorOf(paypal.captureOrder(id, `capture-${id}`));
    expect(error).toMatchObject({ status: 404, issue: 'INVALID_RESOURCE_ID' });
    await expect(paypal.getOrder(id)).rejects.toMatchObject({ status: 404 });
    expect(fake.captureCount(id)).toBe(0);
  });
});

describe('M: 5xx and timeouts', () => {
  it('503 twice before processing, then success with the same request id and one charge', async () => {
    const id = await approvedOrderId();
    fake.failNext('captureOrder', 503, 2);
    await expect(paypal.captureOrder(id, `capture-${id}`)).resolves.toMatchObject({ status: 'COMPLETED' });
    expect(fake.requestCount('captureOrder')).toBe(3);
    expect(fake.captureCount(id)).toBe(1);
  });

  it('500 after PayPal already captured: the retry replays that capture instead of charging again', async () => {
    const id = await approvedOrderId();
    fake.failNext('captureOrder', 500, 2, { afterProcessing: true });
    const captured = await paypal.captureOrder(id, `capture-${id}`);
    expect(captured.capture?.status).toBe('COMPLETED');
    expect(fake.requestCount('captureOrder')).toBe(3);
    expect(fake.captureCount(id)).toBe(1);
  });

  it('lost responses time out into PaypalUnavailableError; the next call with the same id finds the capture', async () => {
    const id = await approvedOrderId();
    const impatient = clientFor(fake, { timeoutMs: 150, retries: 2 });
    fake.dropNextResponses('captureOrder', 3);
    await expect(impatient.captureOrder(id, `capture-${id}`)).rejects.toBeInstanceOf(PaypalUnavailableError);
    expect(fake.requestCount('captureOrder')).toBe(3);
    expect(fake.captureCount(id)).toBe(1);

    const recovered = await impatient.captureOrder(id, `capture-${id}`);
    expect(recovered.capture?.status).toBe('COMPLETED');
    expect(fake.captureCount(id)).toBe(1);
  });

  it('gives up after the configured retries with PaypalUnavailableError', async () => {
    const { id } = await paypal.createOrder(orderInput());
    fake.failNext('getOrder', 500, 4);
    const error = await paypal.getOrder(id).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaypalUnavailableError);
    expect((error as Error).message).toMatch(/HTTP 500, debug id [0-9a-f]{13}.*4 attempts/);
    expect(fake.requestCount('getOrder')).toBe(4);
  });

  it('retries the token endpoint too', async () => {
    fake.failNext('token', 503, 1);
    await expect(paypal.createOrder(orderInput())).resolves.toMatchObject({
      status: 'PAYER_ACTION_REQUIRED',
    });
    expect(fake.requestCount('token')).toBe(2);
  });
});

describe('N: refunds', () => {
  async function capturedId(): Promise<string> {
    const id = await approvedOrderId();
    const captured = await paypal.captureOrder(id, `capture-${id}`);
    return captured.capture?.id ?? '';
  }

  it('refunds the full capture once; a replay returns the same refund; a new request is CAPTURE_FULLY_REFUNDED', async () => {
    const captureId = await capturedId();
    const refund = await paypal.refundCapture(captureId, `refund-${captureId}`);
    expect(refund.status).toBe('COMPLETED');
    expect(refund.id).toMatch(/^[A-Z0-9]{17}$/);
    await expect(paypal.refundCapture(captureId, `refund-${captureId}`)).resolves.toEqual(refund);
    expect(fake.refunds).toEqual([{ id: refund.id, captureId, amountCents: 1142, currency: 'EUR' }]);

    const orderId = fake.captures.get(captureId)?.orderId ?? '';
    expect((await paypal.getOrder(orderId)).capture?.status).toBe('REFUNDED');

    const error = await paypalErrorOf(paypal.refundCapture(captureId, `refund-${captureId}-again`));
    expect(error).toMatchObject({ status: 422, issue: 'CAPTURE_FULLY_REFUNDED' });
    expect(fake.refunds).toHaveLength(1);
  });

  it('the fake also takes partial refunds and refuses one beyond what is left', async () => {
    const captureId = await capturedId();
    const token = await rawToken(fake);
    const refund = (value: string) =>
      fetch(`${fake.url}/v2/payments/captures/${captureId}/refund`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: { currency_code: 'EUR', value } }),
      });
    expect((await refund('0.90')).status).toBe(201);
    expect(fake.captures.get(captureId)?.status).toBe('PARTIALLY_REFUNDED');
    const exceeded = await refund('10.53');
    expect(exceeded.status).toBe(422);
    expect(((await exceeded.json()) as { details: { issue: string }[] }).details[0]?.issue).toBe(
      'REFUND_AMOUNT_EXCEEDED',
    );
    expect(fake.refunds.map((r) => r.amountCents)).toEqual([90]);
  });

  it('an unknown capture is a 404', async () => {
    const error = await paypalErrorOf(paypal.refundCapture('0000000000000000A', 'refund-0000000000000000A'));
    expect(error).toMatchObject({ status: 404, issue: 'INVALID_RESOURCE_ID' });
  });
});
