import { generateKeyPairSync, sign } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPaypalClient, type PaypalApi, type PaypalClientOptions } from '../src/paypal/paypal-client.ts';
import { PaypalUnavailableError } from '../src/paypal/paypal-errors.ts';
import { startFakePaypal, type FakePaypal, type SignedWebhook } from './fake-paypal/fake-paypal-server.ts';

let fake: FakePaypal;
let paypal: PaypalApi;

beforeEach(async () => {
  fake = await startFakePaypal();
  paypal = clientFor();
});
afterEach(() => fake.close());

function clientFor(overrides: Partial<PaypalClientOptions> = {}): PaypalApi {
  return createPaypalClient({
    baseUrl: fake.url,
    clientId: fake.clientId,
    clientSecret: fake.clientSecret,
    webhookId: fake.webhookId,
    webhookCaCertificates: fake.trustedCaPem,
    retryBaseDelayMs: 1,
    ...overrides,
  });
}

const captureCompleted = () =>
  fake.signedWebhook('PAYMENT.CAPTURE.COMPLETED', {
    id: '3C679366HH908993F',
    status: 'COMPLETED',
    amount: { currency_code: 'EUR', value: '11.42' },
    custom_id: 'msg_123',
    supplementary_data: { related_ids: { order_id: '5O190127TN364715T' } },
  });

const withHeaders = (webhook: SignedWebhook, changes: Record<string, string>) => ({
  ...webhook.headers,
  ...changes,
});

describe('J: offline webhook verification', () => {
  it('accepts what the fake signed, with the header names in any case', async () => {
    const webhook = captureCompleted();
    await expect(paypal.verifyWebhook(webhook.headers, webhook.rawBody)).resolves.toBe(true);
    const titleCase = Object.fromEntries(
      Object.entries(webhook.headers).map(([name, value]) => [
        name.replace(/(^|-)([a-z])/g, (m) => m.toUpperCase()),
        value,
      ]),
    );
    await expect(paypal.verifyWebhook(titleCase, webhook.rawBody)).resolves.toBe(true);
  });

  it('rejects a body changed after signing', async () => {
    const webhook = captureCompleted();
    const tampered = Buffer.from(webhook.rawBody.toString().replace('"11.42"', '"0.01"'));
    expect(tampered.equals(webhook.rawBody)).toBe(false);
    await expect(paypal.verifyWebhook(webhook.headers, tampered)).resolves.toBe(false);
  });

  it('rejects the same event re-serialised: the CRC is over the raw bytes', async () => {
    const webhook = captureCompleted();
    const reserialised = Buffer.from(JSON.stringify(JSON.parse(webhook.rawBody.toString()), null, 2));
    await expect(paypal.verifyWebhook(webhook.headers, reserialised)).resolves.toBe(false);
  });

  it('rejects an event signed for another webhook id, and any event when ours is configured wrong', async () => {
    const forOtherListener = fake.signedWebhook(
      'PAYMENT.CAPTURE.COMPLETED',
      {},
      { webhookId: 'OTHERWEBHOOK00001' },
    );
    await expect(paypal.verifyWebhook(forOtherListener.headers, forOtherListener.rawBody)).resolves.toBe(
      false,
    );
    const webhook = captureCompleted();
    await expect(
      clientFor({ webhookId: 'WEBHOOK_ID' }).verifyWebhook(webhook.headers, webhook.rawBody),
    ).resolves.toBe(false);
  });

  it('rejects a signature made with a key other than the certificate’s', async () => {
    const webhook = captureCompleted();
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const h = webhook.headers;
    const signed = `${h['paypal-transmission-id']}|${h['paypal-transmission-time']}|${fake.webhookId}|${crc32(webhook.rawBody)}`;
    const forged = sign('sha256', Buffer.from(signed), privateKey).toString('base64');
    await expect(
      paypal.verifyWebhook(withHeaders(webhook, { 'paypal-transmission-sig': forged }), webhook.rawBody),
    ).resolves.toBe(false);
  });

  it.each([
    'paypal-transmission-id',
    'paypal-transmission-time',
    'paypal-transmission-sig',
    'paypal-cert-url',
    'paypal-auth-algo',
  ])('rejects a delivery without %s', async (name) => {
    const webhook = captureCompleted();
    const headers = Object.fromEntries(Object.entries(webhook.headers).filter(([key]) => key !== name));
    await expect(paypal.verifyWebhook(headers, webhook.rawBody)).resolves.toBe(false);
  });

  it('rejects any auth algorithm but SHA256withRSA', async () => {
    const webhook = captureCompleted();
    await expect(
      paypal.verifyWebhook(withHeaders(webhook, { 'paypal-auth-algo': 'SHA512withRSA' }), webhook.rawBody),
    ).resolves.toBe(false);
  });

  it('fetches a certificate only from PayPal’s cert hosts or the API’s own origin', async () => {
    const webhook = captureCompleted();
    for (const certUrl of [
      // The same server under another name.
      fake.certUrl.replace('127.0.0.1', 'localhost'),
      // A paypal.com suffix is not PayPal's cert host.
      'https://evil.paypal.com/v1/notifications/certs/CERT-1',
      'https://api.paypal.com.evil.example/v1/notifications/certs/CERT-1',
      // PayPal's host, but not over https.
      'http://api.paypal.com/v1/notifications/certs/CERT-1',
    ]) {
      // False without a request: fetching from any of these would end in PaypalUnavailableError.
      await expect(
        paypal.verifyWebhook(withHeaders(webhook, { 'paypal-cert-url': certUrl }), webhook.rawBody),
      ).resolves.toBe(false);
    }
    expect(fake.requestCount('certificate')).toBe(0);
  });

  it('fetches each certificate once', async () => {
    const first = captureCompleted();
    const second = fake.signedWebhook('CHECKOUT.ORDER.APPROVED', {
      id: '5O190127TN364715T',
      status: 'APPROVED',
    });
    await expect(paypal.verifyWebhook(first.headers, first.rawBody)).resolves.toBe(true);
    await expect(paypal.verifyWebhook(second.headers, second.rawBody)).resolves.toBe(true);
    expect(fake.requestCount('certificate')).toBe(1);
  });

  it('rejects a certificate URL on the allowed host that serves no certificate', async () => {
    const webhook = captureCompleted();
    const headers = withHeaders(webhook, { 'paypal-cert-url': `${fake.url}/certs/missing.pem` });
    await expect(paypal.verifyWebhook(headers, webhook.rawBody)).resolves.toBe(false);
  });

  it('throws PaypalUnavailableError when the certificate host keeps failing, and tries again next time', async () => {
    const webhook = captureCompleted();
    fake.failNext('certificate', 503, 4);
    await expect(paypal.verifyWebhook(webhook.headers, webhook.rawBody)).rejects.toBeInstanceOf(
      PaypalUnavailableError,
    );
    expect(fake.requestCount('certificate')).toBe(4);
    await expect(paypal.verifyWebhook(webhook.headers, webhook.rawBody)).resolves.toBe(true);
  });
});

describe('J: the signing certificate is PayPal’s by its chain, not by where it is served', () => {
  it('refuses a self-signed certificate in the signer’s name, served from an allowed cert URL', async () => {
    const forged = fake.signedWebhook('PAYMENT.CAPTURE.COMPLETED', {}, { signer: 'self-signed' });
    await expect(paypal.verifyWebhook(forged.headers, forged.rawBody)).resolves.toBe(false);
    expect(fake.requestCount('certificate')).toBe(1);
  });

  it('refuses a chain to a CA named like the trusted one but holding another key', async () => {
    const forged = fake.signedWebhook('PAYMENT.CAPTURE.COMPLETED', {}, { signer: 'untrusted-ca' });
    await expect(paypal.verifyWebhook(forged.headers, forged.rawBody)).resolves.toBe(false);
  });

  it('refuses a certificate of the trusted chain issued to a name other than the webhook signer’s', async () => {
    const forged = fake.signedWebhook('PAYMENT.CAPTURE.COMPLETED', {}, { signer: 'wrong-subject' });
    await expect(paypal.verifyWebhook(forged.headers, forged.rawBody)).resolves.toBe(false);
  });

  it('refuses the genuine chain once it has expired', async () => {
    const webhook = captureCompleted();
    const threeDaysOn = clientFor({ now: () => Date.now() + 3 * 24 * 3600_000 });
    await expect(threeDaysOn.verifyWebhook(webhook.headers, webhook.rawBody)).resolves.toBe(false);
  });

  it('refuses the fake’s chain when only the default roots are trusted', async () => {
    const webhook = captureCompleted();
    const defaultRoots = clientFor({ webhookCaCertificates: undefined });
    await expect(defaultRoots.verifyWebhook(webhook.headers, webhook.rawBody)).resolves.toBe(false);
  });
});

describe('the fake’s postback verification endpoint', () => {
  async function postback(webhook: SignedWebhook, event: unknown): Promise<string> {
    const tokenResponse = await fetch(`${fake.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
    const h = webhook.headers;
    const response = await fetch(`${fake.url}/v1/notifications/verify-webhook-signature`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        auth_algo: h['paypal-auth-algo'],
        cert_url: h['paypal-cert-url'],
        transmission_id: h['paypal-transmission-id'],
        transmission_sig: h['paypal-transmission-sig'],
        transmission_time: h['paypal-transmission-time'],
        webhook_id: fake.webhookId,
        webhook_event: event,
      }),
    });
    return ((await response.json()) as { verification_status: string }).verification_status;
  }

  it('answers SUCCESS for the event as signed and FAILURE for a changed one', async () => {
    const webhook = captureCompleted();
    await expect(postback(webhook, webhook.event)).resolves.toBe('SUCCESS');
    const changed = { ...webhook.event, summary: 'changed' };
    await expect(postback(webhook, changed)).resolves.toBe('FAILURE');
  });
});
