import { randomBytes, randomUUID, sign } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isDeepStrictEqual } from 'node:util';
import { crc32 } from 'node:zlib';
import { createFakeCertificates, type FakeCertificates, type FakeSignerKind } from './fake-certificates.ts';

/**
 * A local stand-in for PayPal's Orders v2 REST API (docs: shared notes "paypal-orders-v2.md" §11). It speaks
 * real HTTP so the real client is what gets tested: OAuth, 17-character ids, the create-body rules, the
 * idempotency store, one capture per order, refunds, signed webhooks and a checkout page. Tests steer it
 * through the methods on FakePaypal.
 */

export type FakeRoute =
  | 'token'
  | 'createOrder'
  | 'getOrder'
  | 'captureOrder'
  | 'refundCapture'
  | 'getCapture'
  | 'verifyWebhookSignature'
  | 'certificate';

/** A capture status to produce, or a 422 issue to answer instead of capturing. */
export type CaptureOutcome =
  | 'COMPLETED'
  | 'PENDING'
  | 'DECLINED'
  | 'INSTRUMENT_DECLINED'
  | 'REDIRECT_PAYER_FOR_ALTERNATE_FUNDING'
  | 'PAYER_ACTION_REQUIRED'
  | 'PAYER_CANNOT_PAY'
  | 'TRANSACTION_REFUSED'
  | 'MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED'
  | 'COMPLIANCE_VIOLATION'
  | 'ORDER_NOT_APPROVED'
  | 'ORDER_COMPLETION_IN_PROGRESS';

export type FakeOrder = {
  id: string;
  status: 'CREATED' | 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  /** On the fake's clock (see advanceClock). */
  createdAt: number;
  currency: string;
  amountCents: number;
  customId: string;
  invoiceId: string;
  /** purchase_units[0] as the client sent it. */
  purchaseUnit: Json;
  returnUrl: string | undefined;
  cancelUrl: string | undefined;
  payerId: string | undefined;
  captureId: string | undefined;
};

export type FakeCapture = {
  id: string;
  orderId: string;
  status: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'REFUNDED' | 'PARTIALLY_REFUNDED';
  amountCents: number;
  currency: string;
  customId: string;
  invoiceId: string;
  refundedCents: number;
};

export type FakeRefund = { id: string; captureId: string; amountCents: number; currency: string };

export type SignedWebhook = { headers: Record<string, string>; rawBody: Buffer; event: Json };

export type FakePaypalOptions = {
  clientId?: string;
  clientSecret?: string;
  webhookId?: string;
  /** 'payer-action' (status PAYER_ACTION_REQUIRED, PayPal's answer to experience_context) or 'approve' (CREATED). */
  approvalLinkRel?: 'payer-action' | 'approve';
  tokenLifetimeSeconds?: number;
};

export type FakePaypal = {
  url: string;
  clientId: string;
  clientSecret: string;
  webhookId: string;
  certUrl: string;
  /** The root the fake's signing certificate chains to: a client must be told to trust it. */
  trustedCaPem: string;
  orders: ReadonlyMap<string, FakeOrder>;
  captures: ReadonlyMap<string, FakeCapture>;
  refunds: readonly FakeRefund[];
  /** What the buyer does on PayPal's page; returns the payer id. */
  approve(orderId: string, payerId?: string): string;
  setNextCaptureOutcome(outcome: CaptureOutcome): void;
  /** The next capture charges this amount instead of the order's. */
  tamperNextCaptureAmount(cents: number): void;
  /** The next `times` requests to `route` get `status`; before doing anything, or after doing the work. */
  failNext(route: FakeRoute, status: number, times?: number, options?: { afterProcessing?: boolean }): void;
  /** The next `times` requests to `route` are processed and never answered (the client must time out). */
  dropNextResponses(route: FakeRoute, times?: number): void;
  /** Every token issued so far stops working, as when PayPal evicts them early. */
  expireTokens(): void;
  advanceClock(ms: number): void;
  requestCount(route: FakeRoute): number;
  /** Captures actually executed for an order; replays do not count. */
  captureCount(orderId: string): number;
  /** PayPal finishes reviewing a PENDING capture (what its PAYMENT.CAPTURE.* webhook then reports). */
  settleCapture(captureId: string, status: 'COMPLETED' | 'DECLINED'): void;
  /** Signed by PayPal's signer unless `signer` names a forged certificate (served at its own cert URL). */
  signedWebhook(
    eventType: string,
    resource: Json,
    options?: { webhookId?: string; signer?: FakeSignerKind },
  ): SignedWebhook;
  close(): Promise<void>;
};

type Json = Record<string, unknown>;
type Reply = { status: number; body: Json };
type Context = { method: string; url: URL; headers: IncomingHttpHeaders; body: Buffer; debugId: string };

const ORDER_WINDOW_MS = 3 * 60 * 60 * 1000;
const SIGNATURE_ALGORITHM = 'SHA256withRSA';
// The spec's money.value pattern; precision is checked separately because it is a 422, not a 400.
const MONEY_VALUE = /^((-?[0-9]+)|(-?([0-9]+)?[.][0-9]+))$/;
const QUANTITY = /^[1-9][0-9]{0,9}$/;
const ISSUE_DESCRIPTIONS: Record<string, string> = {
  INVALID_RESOURCE_ID: 'Specified resource ID does not exist. Please check the resource ID and try again.',
  ORDER_NOT_APPROVED: 'Payer has not yet approved the Order for payment.',
  ORDER_ALREADY_CAPTURED:
    'Order already captured. If intent is CAPTURE only one capture per order is allowed.',
  INSTRUMENT_DECLINED:
    "The instrument presented  was either declined by the processor or bank, or it can't be used for this payment.",
  CAPTURE_FULLY_REFUNDED: 'The capture has already been fully refunded.',
};

let certificates: Promise<FakeCertificates> | undefined;

export async function startFakePaypal(options: FakePaypalOptions = {}): Promise<FakePaypal> {
  const clientId = options.clientId ?? 'fake-client-id';
  const clientSecret = options.clientSecret ?? 'fake-client-secret';
  const webhookId = options.webhookId ?? 'FAKEWEBHOOK0000001';
  const approvalLinkRel = options.approvalLinkRel ?? 'payer-action';
  const tokenLifetimeSeconds = options.tokenLifetimeSeconds ?? 32_400;
  certificates ??= createFakeCertificates();
  const { rootPem, signers } = await certificates;
  const certPath = (kind: FakeSignerKind) => `/certs/${kind === 'paypal' ? 'webhook' : kind}.pem`;

  let clockOffsetMs = 0;
  const now = () => Date.now() + clockOffsetMs;
  const tokens = new Map<string, number>();
  const orders = new Map<string, FakeOrder>();
  const captures = new Map<string, FakeCapture>();
  const refunds: FakeRefund[] = [];
  const idempotentReplies = new Map<string, Json>();
  const captureExecutions = new Map<string, number>();
  const requestCounts = new Map<FakeRoute, number>();
  const failures: { route: FakeRoute; status: number; afterProcessing: boolean }[] = [];
  const drops: FakeRoute[] = [];
  const webhooks = new Map<string, { signature: string; time: string; webhookId: string; event: Json }>();
  let nextCaptureOutcome: CaptureOutcome | undefined;
  let nextCaptureAmountCents: number | undefined;
  let url = '';

  const isExpired = (order: FakeOrder) =>
    order.captureId === undefined && now() - order.createdAt > ORDER_WINDOW_MS;
  const liveOrder = (id: string) => {
    const order = orders.get(id);
    return order && !isExpired(order) ? order : undefined;
  };

  const approveOrder = (orderId: string, payerId = randomId(13)): string => {
    const order = liveOrder(orderId);
    if (!order || (order.status !== 'CREATED' && order.status !== 'PAYER_ACTION_REQUIRED')) {
      throw new Error(
        `fake PayPal: order ${orderId} cannot be approved (${order?.status ?? 'unknown or expired'})`,
      );
    }
    order.status = 'APPROVED';
    order.payerId = payerId;
    return payerId;
  };

  const orderLinks = (order: FakeOrder) => {
    const links = [{ href: `${url}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' }];
    if (order.status === 'CREATED' || order.status === 'PAYER_ACTION_REQUIRED') {
      links.push({ href: `${url}/checkoutnow?token=${order.id}`, rel: approvalLinkRel, method: 'GET' });
    }
    if (order.status === 'APPROVED') {
      links.push({ href: `${url}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' });
    }
    return links;
  };

  const captureJson = (capture: FakeCapture): Json => {
    const money = (cents: number) => ({ currency_code: capture.currency, value: decimal(cents) });
    const feeCents = Math.floor((capture.amountCents * 34) / 1000) + 35;
    return {
      id: capture.id,
      status: capture.status,
      ...(capture.status === 'PENDING' ? { status_details: { reason: 'PENDING_REVIEW' } } : {}),
      amount: money(capture.amountCents),
      final_capture: true,
      custom_id: capture.customId,
      invoice_id: capture.invoiceId,
      ...(capture.status === 'PENDING' || capture.status === 'DECLINED'
        ? {}
        : {
            seller_receivable_breakdown: {
              gross_amount: money(capture.amountCents),
              paypal_fee: money(feeCents),
              net_amount: money(capture.amountCents - feeCents),
            },
          }),
      supplementary_data: { related_ids: { order_id: capture.orderId } },
      links: [
        { href: `${url}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' },
        { href: `${url}/v2/payments/captures/${capture.id}/refund`, rel: 'refund', method: 'POST' },
        { href: `${url}/v2/checkout/orders/${capture.orderId}`, rel: 'up', method: 'GET' },
      ],
    };
  };

  const orderJson = (order: FakeOrder): Json => {
    const capture = order.captureId === undefined ? undefined : captures.get(order.captureId);
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      create_time: new Date(order.createdAt).toISOString(),
      purchase_units: [
        {
          reference_id: 'default',
          ...order.purchaseUnit,
          ...(capture ? { payments: { captures: [captureJson(capture)] } } : {}),
        },
      ],
      ...(order.payerId ? { payer: { payer_id: order.payerId } } : {}),
      links: orderLinks(order),
    };
  };

  const handlers: Record<Exclude<FakeRoute, 'certificate'>, (ctx: Context, id: string) => Reply> = {
    token(ctx) {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (ctx.headers.authorization !== expected) {
        return {
          status: 401,
          body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
        };
      }
      if (new URLSearchParams(ctx.body.toString()).get('grant_type') !== 'client_credentials') {
        return {
          status: 400,
          body: { error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' },
        };
      }
      const accessToken = `A21AA${randomBytes(24).toString('base64url')}`;
      tokens.set(accessToken, now() + tokenLifetimeSeconds * 1000);
      return {
        status: 200,
        body: {
          scope: 'https://uri.paypal.com/services/payments/payment',
          access_token: accessToken,
          token_type: 'Bearer',
          app_id: 'APP-FAKE0000000000',
          expires_in: tokenLifetimeSeconds,
          nonce: randomUUID(),
        },
      };
    },

    createOrder(ctx) {
      const body = parseJsonObject(ctx.body);
      if (!body)
        return issueReply(ctx, 400, 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
      const checked = checkCreateBody(body, ctx);
      if ('status' in checked) return checked;
      const context = objectAt(objectAt(objectAt(body.payment_source).paypal).experience_context);
      const order: FakeOrder = {
        id: randomId(17),
        status: approvalLinkRel === 'payer-action' ? 'PAYER_ACTION_REQUIRED' : 'CREATED',
        createdAt: now(),
        currency: checked.currency,
        amountCents: checked.amountCents,
        customId: stringOr(checked.unit.custom_id),
        invoiceId: stringOr(checked.unit.invoice_id),
        purchaseUnit: checked.unit,
        returnUrl: stringOrUndefined(context.return_url),
        cancelUrl: stringOrUndefined(context.cancel_url),
        payerId: undefined,
        captureId: undefined,
      };
      orders.set(order.id, order);
      const representation = String(ctx.headers.prefer ?? '').includes('return=representation');
      return {
        status: 201,
        body: representation
          ? orderJson(order)
          : { id: order.id, status: order.status, links: orderLinks(order) },
      };
    },

    getOrder(ctx, id) {
      const order = liveOrder(id);
      return order ? { status: 200, body: orderJson(order) } : notFound(ctx);
    },

    captureOrder(ctx, id) {
      const order = liveOrder(id);
      if (!order) return notFound(ctx);
      if (order.captureId !== undefined) return issueReply(ctx, 422, 'ORDER_ALREADY_CAPTURED');
      if (order.status !== 'APPROVED') return issueReply(ctx, 422, 'ORDER_NOT_APPROVED');
      const outcome = nextCaptureOutcome ?? 'COMPLETED';
      nextCaptureOutcome = undefined;
      if (outcome !== 'COMPLETED' && outcome !== 'PENDING' && outcome !== 'DECLINED') {
        return issueReply(ctx, 422, outcome);
      }
      const invoiceTaken = [...captures.values()].some(
        (c) => c.invoiceId !== '' && c.invoiceId === order.invoiceId && c.status !== 'DECLINED',
      );
      if (invoiceTaken) return issueReply(ctx, 422, 'DUPLICATE_INVOICE_ID', 'Duplicate Invoice ID detected.');
      const capture: FakeCapture = {
        id: randomId(17),
        orderId: order.id,
        status: outcome,
        amountCents: nextCaptureAmountCents ?? order.amountCents,
        currency: order.currency,
        customId: order.customId,
        invoiceId: order.invoiceId,
        refundedCents: 0,
      };
      nextCaptureAmountCents = undefined;
      captures.set(capture.id, capture);
      captureExecutions.set(order.id, (captureExecutions.get(order.id) ?? 0) + 1);
      // PayPal completes the order even when the capture is declined or pending.
      order.status = 'COMPLETED';
      order.captureId = capture.id;
      return { status: 201, body: orderJson(order) };
    },

    refundCapture(ctx, id) {
      const capture = captures.get(id);
      if (!capture) return notFound(ctx);
      if (capture.status === 'PENDING') {
        return issueReply(ctx, 422, 'PENDING_CAPTURE', 'Cannot initiate a refund as the capture is pending.');
      }
      if (capture.status === 'DECLINED') {
        return issueReply(ctx, 422, 'REFUND_NOT_ALLOWED', 'Refund cannot be issued for this transaction.');
      }
      const remainingCents = capture.amountCents - capture.refundedCents;
      if (remainingCents === 0) return issueReply(ctx, 422, 'CAPTURE_FULLY_REFUNDED');
      const body = parseJsonObject(ctx.body);
      if (!body)
        return issueReply(ctx, 400, 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
      let amountCents = remainingCents;
      if (body.amount !== undefined) {
        const parsed = parseMoney(body.amount, '/amount', ctx);
        if ('status' in parsed) return parsed;
        if (parsed.currency !== capture.currency) {
          return issueReply(ctx, 422, 'CURRENCY_MISMATCH', 'Refund must be in the currency of the capture.');
        }
        if (parsed.cents > remainingCents) {
          return issueReply(
            ctx,
            422,
            'REFUND_AMOUNT_EXCEEDED',
            'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
          );
        }
        amountCents = parsed.cents;
      }
      const refund: FakeRefund = {
        id: randomId(17),
        captureId: capture.id,
        amountCents,
        currency: capture.currency,
      };
      refunds.push(refund);
      capture.refundedCents += amountCents;
      capture.status = capture.refundedCents === capture.amountCents ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
      return {
        status: 201,
        body: {
          id: refund.id,
          status: 'COMPLETED',
          amount: { currency_code: refund.currency, value: decimal(amountCents) },
          links: [
            { href: `${url}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
            { href: `${url}/v2/payments/captures/${capture.id}`, rel: 'up', method: 'GET' },
          ],
        },
      };
    },

    getCapture(ctx, id) {
      const capture = captures.get(id);
      return capture ? { status: 200, body: captureJson(capture) } : notFound(ctx);
    },

    verifyWebhookSignature(ctx) {
      const body = parseJsonObject(ctx.body);
      if (!body)
        return issueReply(ctx, 400, 'MALFORMED_REQUEST_JSON', 'The request JSON is not well formed.');
      const issued = webhooks.get(stringOr(body.transmission_id));
      const verified =
        issued !== undefined &&
        body.auth_algo === SIGNATURE_ALGORITHM &&
        body.cert_url === `${url}${certPath('paypal')}` &&
        body.transmission_sig === issued.signature &&
        body.transmission_time === issued.time &&
        body.webhook_id === issued.webhookId &&
        isDeepStrictEqual(body.webhook_event, issued.event);
      return { status: 200, body: { verification_status: verified ? 'SUCCESS' : 'FAILURE' } };
    },
  };

  async function handleApi(ctx: Context, route: FakeRoute, id: string, res: ServerResponse): Promise<void> {
    requestCounts.set(route, (requestCounts.get(route) ?? 0) + 1);
    const failureAt = (afterProcessing: boolean) => {
      const index = failures.findIndex((f) => f.route === route && f.afterProcessing === afterProcessing);
      return index === -1 ? undefined : failures.splice(index, 1)[0];
    };
    const before = failureAt(false);
    if (before) return writeJson(res, serverErrorReply(ctx, before.status));
    if (route === 'certificate') {
      const kind = (Object.keys(signers) as FakeSignerKind[]).find((k) => certPath(k) === ctx.url.pathname);
      if (!kind) return writeJson(res, notFound(ctx));
      res.writeHead(200, { 'content-type': 'application/x-pem-file' }).end(signers[kind].chainPem);
      return;
    }

    if (route !== 'token') {
      const bearer = /^Bearer (.+)$/.exec(ctx.headers.authorization ?? '')?.[1];
      const expiresAt = bearer === undefined ? undefined : tokens.get(bearer);
      if (expiresAt === undefined || expiresAt <= now()) {
        return writeJson(res, {
          status: 401,
          body: { error: 'invalid_token', error_description: 'Access Token not found in cache' },
        });
      }
      const mockCode = mockApplicationCode(ctx.headers['paypal-mock-response']);
      if (mockCode) return writeJson(res, issueReply(ctx, 422, mockCode));
    }

    // Replays skip the work: this block runs without awaiting, so requests on one order never interleave and
    // two concurrent captures with one request id end in one capture. Only successes are stored, so a capture
    // refused as ORDER_NOT_APPROVED can be retried under the same id once the buyer approves.
    const requestId = ctx.method === 'POST' ? header(ctx.headers, 'paypal-request-id') : undefined;
    const idempotencyKey = requestId === undefined ? undefined : `${ctx.url.pathname}|${requestId}`;
    const stored = idempotencyKey === undefined ? undefined : idempotentReplies.get(idempotencyKey);
    const reply = stored ? { status: 200, body: stored } : handlers[route](ctx, id);
    if (idempotencyKey !== undefined && !stored && reply.status < 300)
      idempotentReplies.set(idempotencyKey, reply.body);

    const after = failureAt(true);
    if (after) return writeJson(res, serverErrorReply(ctx, after.status));
    const dropIndex = drops.indexOf(route);
    if (dropIndex !== -1) {
      drops.splice(dropIndex, 1);
      return; // the socket stays open until the client gives up or close() destroys it
    }
    writeJson(res, reply);
  }

  function handleCheckoutPage(ctx: Context, res: ServerResponse): void {
    const token = ctx.url.searchParams.get('token') ?? '';
    const order = liveOrder(token);
    if (!order || (order.status !== 'CREATED' && order.status !== 'PAYER_ACTION_REQUIRED')) {
      res
        .writeHead(404, { 'content-type': 'text/html; charset=utf-8' })
        .end('<p>This order cannot be paid.</p>');
      return;
    }
    if (ctx.method === 'GET') {
      const form = (action: string, label: string) =>
        `<form method="post" action="/checkoutnow?token=${order.id}"><input type="hidden" name="action" value="${action}"><button type="submit">${label}</button></form>`;
      const description = escapeHtml(stringOr(order.purchaseUnit.description));
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><html><head><meta charset="utf-8"><title>Fake PayPal</title></head><body>` +
            `<h1>Fake PayPal</h1><p>${description}: ${decimal(order.amountCents)} ${order.currency}</p>` +
            `${form('approve', 'Approve')}${form('cancel', 'Cancel')}</body></html>`,
        );
      return;
    }
    const approved = new URLSearchParams(ctx.body.toString()).get('action') === 'approve';
    const target = approved ? order.returnUrl : order.cancelUrl;
    const params: Record<string, string> = { token: order.id };
    if (approved) params.PayerID = approveOrder(order.id);
    if (!target) {
      res.writeHead(200, { 'content-type': 'text/plain' }).end(approved ? 'approved' : 'cancelled');
      return;
    }
    const location = new URL(target);
    for (const [key, value] of Object.entries(params)) location.searchParams.set(key, value);
    res.writeHead(303, { location: location.toString() }).end();
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
      res.end(error instanceof Error ? error.message : String(error));
    });
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const debugId = randomBytes(7).toString('hex').slice(0, 13);
    const ctx: Context = {
      method: req.method ?? 'GET',
      url: new URL(req.url ?? '/', url),
      headers: req.headers,
      body: Buffer.concat(chunks),
      debugId,
    };
    res.setHeader('paypal-debug-id', debugId);
    if (ctx.url.pathname === '/checkoutnow') return handleCheckoutPage(ctx, res);
    const match = matchRoute(ctx.method, ctx.url.pathname);
    if (!match) return writeJson(res, notFound(ctx));
    return handleApi(ctx, match.route, match.id, res);
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;

  return {
    url,
    clientId,
    clientSecret,
    webhookId,
    certUrl: `${url}${certPath('paypal')}`,
    trustedCaPem: rootPem,
    orders,
    captures,
    refunds,
    approve: approveOrder,
    setNextCaptureOutcome(outcome) {
      nextCaptureOutcome = outcome;
    },
    tamperNextCaptureAmount(cents) {
      nextCaptureAmountCents = cents;
    },
    failNext(route, status, times = 1, failOptions = {}) {
      for (let i = 0; i < times; i++) {
        failures.push({ route, status, afterProcessing: failOptions.afterProcessing ?? false });
      }
    },
    dropNextResponses(route, times = 1) {
      for (let i = 0; i < times; i++) drops.push(route);
    },
    expireTokens() {
      tokens.clear();
    },
    advanceClock(ms) {
      clockOffsetMs += ms;
    },
    requestCount: (route) => requestCounts.get(route) ?? 0,
    captureCount: (orderId) => captureExecutions.get(orderId) ?? 0,
    settleCapture(captureId, status) {
      const capture = captures.get(captureId);
      if (!capture || capture.status !== 'PENDING') throw new Error(`no pending capture ${captureId}`);
      capture.status = status;
    },
    signedWebhook(eventType, resource, signOptions = {}) {
      const signingWebhookId = signOptions.webhookId ?? webhookId;
      const signer = signOptions.signer ?? 'paypal';
      const time = new Date(now()).toISOString();
      const event: Json = {
        id: `WH-${randomId(17)}`,
        event_version: '1.0',
        create_time: time,
        resource_type: resourceTypeOf(eventType),
        resource_version: '2.0',
        event_type: eventType,
        summary: `Fake ${eventType}`,
        resource,
        links: [],
      };
      const rawBody = Buffer.from(JSON.stringify(event));
      const transmissionId = randomUUID();
      const signature = sign(
        'sha256',
        Buffer.from(`${transmissionId}|${time}|${signingWebhookId}|${crc32(rawBody)}`),
        signers[signer].privateKey,
      ).toString('base64');
      webhooks.set(transmissionId, { signature, time, webhookId: signingWebhookId, event });
      return {
        headers: {
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-time': time,
          'paypal-transmission-sig': signature,
          'paypal-cert-url': `${url}${certPath(signer)}`,
          'paypal-auth-algo': SIGNATURE_ALGORITHM,
          'content-type': 'application/json',
        },
        rawBody,
        event,
      };
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

function matchRoute(method: string, pathname: string): { route: FakeRoute; id: string } | undefined {
  const routes: [string, RegExp, FakeRoute][] = [
    ['POST', /^\/v1\/oauth2\/token$/, 'token'],
    ['POST', /^\/v2\/checkout\/orders$/, 'createOrder'],
    ['GET', /^\/v2\/checkout\/orders\/([^/]+)$/, 'getOrder'],
    ['POST', /^\/v2\/checkout\/orders\/([^/]+)\/capture$/, 'captureOrder'],
    ['POST', /^\/v2\/payments\/captures\/([^/]+)\/refund$/, 'refundCapture'],
    ['GET', /^\/v2\/payments\/captures\/([^/]+)$/, 'getCapture'],
    ['POST', /^\/v1\/notifications\/verify-webhook-signature$/, 'verifyWebhookSignature'],
    ['GET', /^\/certs\/[^/]+\.pem$/, 'certificate'],
  ];
  for (const [routeMethod, pattern, route] of routes) {
    const match = routeMethod === method ? pattern.exec(pathname) : null;
    if (match) return { route, id: decodeURIComponent(match[1] ?? '') };
  }
  return undefined;
}

/** The §2 rules PayPal applies to a create body, for the single purchase unit this fake supports. */
function checkCreateBody(
  body: Json,
  ctx: Context,
): Reply | { unit: Json; currency: string; amountCents: number } {
  if (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE') {
    return issueReply(
      ctx,
      400,
      'MISSING_REQUIRED_PARAMETER',
      'A required field / parameter is missing.',
      '/intent',
    );
  }
  const units = Array.isArray(body.purchase_units) ? body.purchase_units : [];
  const unit = objectAt(units[0]);
  if (units.length !== 1 || unit.amount === undefined) {
    const field = "/purchase_units/@reference_id=='default'/amount";
    return issueReply(
      ctx,
      400,
      'MISSING_REQUIRED_PARAMETER',
      'A required field / parameter is missing.',
      field,
    );
  }
  for (const key of ['custom_id', 'invoice_id'] as const) {
    if (stringOr(unit[key]).length > 127) {
      return issueReply(
        ctx,
        400,
        'INVALID_STRING_MAX_LENGTH',
        'The value of a field is too long.',
        `/purchase_units/0/${key}`,
      );
    }
  }
  const amount = parseMoney(unit.amount, '/purchase_units/0/amount', ctx);
  if ('status' in amount) return amount;
  if (amount.cents <= 0) {
    return issueReply(
      ctx,
      422,
      'CANNOT_BE_ZERO_OR_NEGATIVE',
      'Must be greater than zero.',
      '/purchase_units/0/amount/value',
    );
  }

  const breakdown = objectAt(objectAt(unit.amount).breakdown);
  const parts: Record<string, number> = {};
  for (const key of [
    'item_total',
    'tax_total',
    'shipping',
    'handling',
    'insurance',
    'shipping_discount',
    'discount',
  ]) {
    if (breakdown[key] === undefined) continue;
    const part = parseMoney(breakdown[key], `/purchase_units/0/amount/breakdown/${key}`, ctx);
    if ('status' in part) return part;
    if (part.currency !== amount.currency) return multiCurrency(ctx);
    parts[key] = part.cents;
  }

  const items = Array.isArray(unit.items) ? unit.items.map(objectAt) : [];
  let itemsCents = 0;
  for (const [index, item] of items.entries()) {
    const quantity = item.quantity;
    if (typeof quantity !== 'string' || !QUANTITY.test(quantity)) {
      return issueReply(
        ctx,
        400,
        'INVALID_PARAMETER_SYNTAX',
        'The value of a field does not conform to the expected format.',
        `/purchase_units/0/items/${index}/quantity`,
      );
    }
    const unitAmount = parseMoney(item.unit_amount, `/purchase_units/0/items/${index}/unit_amount`, ctx);
    if ('status' in unitAmount) return unitAmount;
    if (unitAmount.currency !== amount.currency) return multiCurrency(ctx);
    itemsCents += unitAmount.cents * Number(quantity);
  }
  if (items.length > 0 && parts.item_total === undefined) {
    return issueReply(
      ctx,
      422,
      'ITEM_TOTAL_REQUIRED',
      'If item details are specified (items.unit_amount and items.quantity) corresponding amount.breakdown.item_total is required.',
    );
  }
  if (items.length > 0 && parts.item_total !== itemsCents) {
    return issueReply(
      ctx,
      422,
      'ITEM_TOTAL_MISMATCH',
      'Should equal sum of (unit_amount * quantity) across all items for a given purchase_unit.',
    );
  }
  if (Object.keys(parts).length > 0) {
    const part = (key: string) => parts[key] ?? 0;
    const expected =
      part('item_total') +
      part('tax_total') +
      part('shipping') +
      part('handling') +
      part('insurance') -
      part('shipping_discount') -
      part('discount');
    if (expected !== amount.cents) {
      return issueReply(
        ctx,
        422,
        'AMOUNT_MISMATCH',
        'Should equal item_total + tax_total + shipping + handling + insurance - shipping_discount - discount.',
      );
    }
  }
  return { unit, currency: amount.currency, amountCents: amount.cents };
}

function parseMoney(
  value: unknown,
  field: string,
  ctx: Context,
): Reply | { currency: string; cents: number } {
  const money = objectAt(value);
  const currency = money.currency_code;
  const text = money.value;
  if (currency === undefined || text === undefined) {
    return issueReply(
      ctx,
      400,
      'MISSING_REQUIRED_PARAMETER',
      'A required field / parameter is missing.',
      field,
    );
  }
  if (typeof currency !== 'string' || typeof text !== 'string' || !MONEY_VALUE.test(text)) {
    return issueReply(
      ctx,
      400,
      'INVALID_PARAMETER_SYNTAX',
      'The value of a field does not conform to the expected format.',
      `${field}/value`,
    );
  }
  const [whole = '', fraction = ''] = text.replace('-', '').split('.');
  if (fraction.length > 2) {
    return issueReply(
      ctx,
      422,
      'DECIMAL_PRECISION',
      'If the currency supports decimals, only two decimal place precision is supported.',
      `${field}/value`,
    );
  }
  if (!/^[A-Z]{3}$/.test(currency)) {
    return issueReply(
      ctx,
      422,
      'INVALID_CURRENCY_CODE',
      'Currency code is invalid or is not currently supported.',
      `${field}/currency_code`,
    );
  }
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0'));
  return { currency, cents: text.startsWith('-') ? -cents : cents };
}

const multiCurrency = (ctx: Context) =>
  issueReply(
    ctx,
    422,
    'MULTI_CURRENCY_ORDER',
    'Multiple differing values of currency_code are not supported. Entire Order request must have the same currency_code.',
  );

function issueReply(
  ctx: Context,
  status: 400 | 404 | 422,
  issue: string,
  description?: string,
  field?: string,
): Reply {
  const names = {
    400: ['INVALID_REQUEST', 'Request is not well-formed, syntactically incorrect, or violates schema.'],
    404: ['RESOURCE_NOT_FOUND', 'The specified resource does not exist.'],
    422: [
      'UNPROCESSABLE_ENTITY',
      'The requested action could not be performed, semantically incorrect, or failed business validation.',
    ],
  } as const;
  const [name, message] = names[status];
  return {
    status,
    body: {
      name,
      message,
      debug_id: ctx.debugId,
      details: [
        {
          issue,
          description: description ?? ISSUE_DESCRIPTIONS[issue] ?? issue,
          ...(field ? { field, location: 'body' } : {}),
        },
      ],
      links: [
        {
          href: `https://developer.paypal.com/docs/api/orders/v2/#error-${issue}`,
          rel: 'information_link',
          method: 'GET',
        },
      ],
    },
  };
}

const notFound = (ctx: Context) => issueReply(ctx, 404, 'INVALID_RESOURCE_ID');

function serverErrorReply(ctx: Context, status: number): Reply {
  const name = status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR';
  return { status, body: { name, message: 'An internal server error has occurred.', debug_id: ctx.debugId } };
}

function mockApplicationCode(value: string | string[] | undefined): string | undefined {
  if (typeof value !== 'string') return undefined;
  const parsed = parseJsonObject(Buffer.from(value));
  return stringOrUndefined(parsed?.mock_application_codes);
}

function resourceTypeOf(eventType: string): string {
  if (eventType.startsWith('CHECKOUT.ORDER.')) return 'checkout-order';
  if (eventType === 'PAYMENT.CAPTURE.REFUNDED' || eventType === 'PAYMENT.CAPTURE.REVERSED') return 'refund';
  if (eventType.startsWith('PAYMENT.CAPTURE.')) return 'capture';
  return 'unknown';
}

function writeJson(res: ServerResponse, reply: Reply): void {
  res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body));
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
}

function parseJsonObject(bytes: Buffer): Json | undefined {
  try {
    const value: unknown = JSON.parse(bytes.toString() || '{}');
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
  } catch {
    return undefined;
  }
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const randomId = (length: number) =>
  Array.from(randomBytes(length), (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
const decimal = (cents: number) =>
  `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
const objectAt = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const stringOr = (value: unknown): string => (typeof value === 'string' ? value : '');
const stringOrUndefined = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
