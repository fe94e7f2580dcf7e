import { setTimeout as sleep } from 'node:timers/promises';
import { centsToDecimal } from '@app/proto/rules/prices';
import { PaypalError, PaypalUnavailableError } from './paypal-errors.ts';
import { createWebhookVerifier, PAYPAL_CERT_ORIGINS } from './verify-webhook-signature.ts';
import { readTrustAnchors } from './webhook-certificate-chain.ts';

export type PaypalCapture = {
  id: string;
  /** COMPLETED | PENDING | DECLINED | FAILED | REFUNDED | PARTIALLY_REFUNDED */
  status: string;
  amountCents: number;
  currency: string;
  customId: string;
  invoiceId: string;
};

export type PaypalOrder = {
  id: string;
  /** CREATED | APPROVED | COMPLETED | PAYER_ACTION_REQUIRED | VOIDED | SAVED */
  status: string;
  customId: string;
  invoiceId: string;
  amountCents: number;
  currency: string;
  /** Empty until the buyer has approved. */
  payerId: string;
  /** purchase_units[0].payments.captures[0]: an order can be COMPLETED with this capture DECLINED. */
  capture: PaypalCapture | null;
};

export type CreatePaypalOrderInput = {
  requestId: string;
  customId: string;
  invoiceId: string;
  description: string;
  itemName: string;
  baseCents: number;
  discountCents: number;
  amountCents: number;
  currency: string;
  returnUrl: string;
  cancelUrl: string;
  locale: string;
  brandName: string;
};

export interface PaypalApi {
  createOrder(input: CreatePaypalOrderInput): Promise<{ id: string; status: string; approvalUrl: string }>;
  getOrder(orderId: string): Promise<PaypalOrder>;
  captureOrder(orderId: string, requestId: string): Promise<PaypalOrder>;
  refundCapture(captureId: string, requestId: string): Promise<{ id: string; status: string }>;
  /** False for anything not signed by PayPal; throws PaypalUnavailableError when the certificate cannot be fetched. */
  verifyWebhook(headers: Record<string, string>, rawBody: Buffer): Promise<boolean>;
}

export type PaypalClientOptions = {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  /**
   * PEM of the CA certificates a webhook's signing certificate must chain to (PAYPAL_WEBHOOK_CA_CERTS);
   * default: Node's bundled Mozilla roots. Certificates are fetched from PayPal's cert hosts and baseUrl's origin.
   */
  webhookCaCertificates?: string;
  /** Retries after the first attempt, on network errors, timeouts and 5xx; same PayPal-Request-Id each time. */
  retries?: number;
  retryBaseDelayMs?: number;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
};

type Json = Record<string, unknown>;
type RawResponse = { status: number; headers: Headers; text: string };

export function createPaypalClient(options: PaypalClientOptions): PaypalApi {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const retries = options.retries ?? 3;
  const retryBaseDelayMs = options.retryBaseDelayMs ?? 300;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const fetchFn = options.fetch ?? fetch;
  const now = options.now ?? Date.now;

  /** One exchange, repeated unchanged (same idempotency key) while the network fails or PayPal answers 5xx. */
  async function send(call: string, url: string, init: RequestInit): Promise<RawResponse> {
    for (let attempt = 0; ; attempt++) {
      let problem: unknown;
      try {
        const response = await fetchFn(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
        const text = await response.text();
        if (response.status < 500) return { status: response.status, headers: response.headers, text };
        problem = `HTTP ${response.status}${debugIdNote(debugIdOf(parseJson(text) ?? {}, response.headers))}`;
      } catch (error) {
        problem = error;
      }
      if (attempt >= retries) {
        const reason = problem instanceof Error ? problem.message : String(problem);
        throw new PaypalUnavailableError(`PayPal ${call}: ${reason} (${attempt + 1} attempts)`, {
          cause: problem,
        });
      }
      const backoffMs = retryBaseDelayMs * 2 ** attempt;
      await sleep(backoffMs / 2 + (Math.random() * backoffMs) / 2);
    }
  }

  let token: { value: string; refreshAt: number } | undefined;
  let refreshing: Promise<string> | undefined;

  async function requestToken(): Promise<string> {
    const call = 'POST /v1/oauth2/token';
    const credentials = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const response = await send(call, `${baseUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${credentials}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    const body = parseJson(response.text);
    if (response.status !== 200 || !body) throw paypalErrorOf(call, response, body ?? {});
    const { access_token: value, expires_in: expiresIn } = body;
    if (typeof value !== 'string' || typeof expiresIn !== 'number') {
      throw new Error('PayPal token response lacks access_token or expires_in');
    }
    // Refresh 5 minutes early so no call races the expiry; a token shorter-lived than 10 minutes, halfway.
    const lifetimeMs = expiresIn * 1000;
    token = { value, refreshAt: now() + lifetimeMs - Math.min(5 * 60_000, lifetimeMs / 2) };
    return value;
  }

  function accessToken(): Promise<string> {
    if (token && now() < token.refreshAt) return Promise.resolve(token.value);
    // Concurrent callers share one refresh instead of each asking PayPal (which rate-limits token requests).
    refreshing ??= requestToken().finally(() => {
      refreshing = undefined;
    });
    return refreshing;
  }

  async function callApi(
    method: 'GET' | 'POST',
    path: string,
    extra: { requestId?: string; prefer?: string; body?: unknown } = {},
  ): Promise<Json> {
    const call = `${method} ${path}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (extra.requestId !== undefined) headers['paypal-request-id'] = extra.requestId;
    if (extra.prefer !== undefined) headers.prefer = extra.prefer;
    if (extra.body !== undefined) headers['content-type'] = 'application/json';
    const body = extra.body === undefined ? undefined : JSON.stringify(extra.body);
    const attempt = async (bearer: string) =>
      send(call, `${baseUrl}${path}`, {
        method,
        headers: { ...headers, authorization: `Bearer ${bearer}` },
        body,
      });

    const bearer = await accessToken();
    let response = await attempt(bearer);
    if (response.status === 401) {
      // PayPal can drop a token before expires_in. Forget only the one that failed (a concurrent call may
      // already hold its successor) and try once more with a fresh one.
      if (token?.value === bearer) token = undefined;
      response = await attempt(await accessToken());
    }
    const json = parseJson(response.text);
    if (response.status >= 400) throw paypalErrorOf(call, response, json ?? {});
    if (!json) {
      throw new Error(`PayPal ${call} answered ${response.status} with a body that is not a JSON object`);
    }
    return json;
  }

  const trust = readTrustAnchors(options.webhookCaCertificates ?? '');
  if ('problem' in trust) throw new Error(`webhookCaCertificates ${trust.problem}`);
  const verifier = createWebhookVerifier({
    webhookId: options.webhookId,
    certOrigins: new Set([...PAYPAL_CERT_ORIGINS, new URL(baseUrl).origin]),
    trustAnchors: trust.anchors,
    now,
    fetchCertificate: async (url) => {
      const call = `GET ${url}`;
      const response = await send(call, url, { method: 'GET' });
      if (response.status !== 200) throw paypalErrorOf(call, response, parseJson(response.text) ?? {});
      return response.text;
    },
  });

  return {
    async createOrder(input) {
      const { baseCents, discountCents, amountCents } = input;
      if (
        ![baseCents, discountCents, amountCents].every(Number.isSafeInteger) ||
        discountCents < 0 ||
        amountCents <= 0 ||
        amountCents !== baseCents - discountCents
      ) {
        throw new Error('createOrder needs integer cents with amount = base - discount > 0');
      }
      const money = (cents: number) => ({ currency_code: input.currency, value: centsToDecimal(cents) });
      const body = {
        intent: 'CAPTURE',
        purchase_units: [
          {
            custom_id: input.customId,
            invoice_id: input.invoiceId,
            description: input.description,
            amount: {
              ...money(amountCents),
              breakdown: {
                item_total: money(baseCents),
                ...(discountCents > 0 ? { discount: money(discountCents) } : {}),
              },
            },
            items: [{ name: input.itemName, quantity: '1', unit_amount: money(baseCents) }],
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              brand_name: input.brandName,
              locale: input.locale,
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
              return_url: input.returnUrl,
              cancel_url: input.cancelUrl,
            },
          },
        },
      };
      const json = await callApi('POST', '/v2/checkout/orders', { requestId: input.requestId, body });
      const id = requiredString(json.id, 'id');
      const links = arrayAt(json.links).map(objectAt);
      const href = (rel: string) => stringOr(links.find((link) => link.rel === rel)?.href);
      const approvalUrl = href('payer-action') || href('approve');
      if (!approvalUrl)
        throw new Error(`PayPal order ${id} came back without a payer-action or approve link`);
      return { id, status: requiredString(json.status, 'status'), approvalUrl };
    },

    async getOrder(orderId) {
      return toOrder(await callApi('GET', `/v2/checkout/orders/${pathId(orderId)}`));
    },

    async captureOrder(orderId, requestId) {
      const path = `/v2/checkout/orders/${pathId(orderId)}/capture`;
      return toOrder(await callApi('POST', path, { requestId, prefer: 'return=representation', body: {} }));
    },

    async refundCapture(captureId, requestId) {
      const path = `/v2/payments/captures/${pathId(captureId)}/refund`;
      const json = await callApi('POST', path, { requestId, body: {} });
      return { id: requiredString(json.id, 'id'), status: requiredString(json.status, 'status') };
    },

    verifyWebhook: verifier,
  };
}

/** "12.34" → 1234, without floating point; anything but a plain decimal with at most two places throws. */
export function decimalToCents(value: unknown): number {
  const match = typeof value === 'string' ? /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(value) : null;
  if (!match)
    throw new Error(`PayPal sent a money value that is not a decimal amount: ${JSON.stringify(value)}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** PayPal ids are letters and digits; anything else (a tampered `token`, "..") must not shape the URL. */
function pathId(id: string): string {
  if (!/^[A-Za-z0-9-]{1,64}$/.test(id)) throw new Error(`${JSON.stringify(id)} is not a PayPal id`);
  return id;
}

function toOrder(json: Json): PaypalOrder {
  const unit = objectAt(arrayAt(json.purchase_units)[0]);
  const amount = objectAt(unit.amount);
  const capture = arrayAt(objectAt(unit.payments).captures)[0];
  return {
    id: requiredString(json.id, 'id'),
    status: requiredString(json.status, 'status'),
    customId: stringOr(unit.custom_id),
    invoiceId: stringOr(unit.invoice_id),
    amountCents: decimalToCents(amount.value),
    currency: stringOr(amount.currency_code),
    payerId: stringOr(objectAt(json.payer).payer_id),
    capture: capture === undefined ? null : toCapture(objectAt(capture)),
  };
}

function toCapture(json: Json): PaypalCapture {
  const amount = objectAt(json.amount);
  return {
    id: requiredString(json.id, 'capture id'),
    status: requiredString(json.status, 'capture status'),
    amountCents: decimalToCents(amount.value),
    currency: stringOr(amount.currency_code),
    customId: stringOr(json.custom_id),
    invoiceId: stringOr(json.invoice_id),
  };
}

function paypalErrorOf(call: string, response: RawResponse, body: Json): PaypalError {
  const issue = stringOrUndefined(objectAt(arrayAt(body.details)[0]).issue) ?? stringOrUndefined(body.error);
  const paypalName = stringOrUndefined(body.name);
  const debugId = debugIdOf(body, response.headers);
  const what = [paypalName, issue].filter(Boolean).join(' ');
  return new PaypalError(`PayPal ${call} answered ${response.status} ${what}${debugIdNote(debugId)}`, {
    status: response.status,
    issue,
    debugId,
    paypalName,
  });
}

function debugIdOf(body: Json, headers: Headers): string | undefined {
  return stringOrUndefined(body.debug_id) ?? headers.get('paypal-debug-id') ?? undefined;
}

const debugIdNote = (debugId: string | undefined) => (debugId ? `, debug id ${debugId}` : '');

function parseJson(text: string): Json | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
  } catch {
    return undefined;
  }
}

const objectAt = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const arrayAt = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const stringOrUndefined = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;
const stringOr = (value: unknown): string => (typeof value === 'string' ? value : '');

function requiredString(value: unknown, field: string): string {
  if (typeof value !== 'string' || value === '') throw new Error(`PayPal response lacks ${field}`);
  return value;
}
