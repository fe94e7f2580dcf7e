import { closedField } from './closed-field.ts';
import type { PaymentMode__Output } from '@app/proto/gen/app/payment/v1/PaymentMode.ts';
import { required } from '@app/proto/rules/proto-enum';
import {
  captured,
  createdOrder,
  createdPayment,
  discountCheck,
  freeDeliveries as freeDeliveriesAnswer,
  freeDeliveryUsed,
  gateways,
  mockApproved,
  orderAnswer,
} from '@app/proto/api/payments';
import { AppError } from '@app/platform/errors';
import type { Order__Output } from '@app/proto/gen/app/payment/v1/Order.ts';
import type { Price__Output } from '@app/proto/gen/app/payment/v1/Price.ts';
import { DELIVERY_METHODS, DELIVERY_PRICE_CENTS } from '@app/proto/rules/prices';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { BffDeps } from '../deps.ts';
import { translate, type MessageKey } from '../i18n/messages.ts';
import { enforceLimits } from '../plugins/rate-limits.ts';
import { grpcOptions } from '../plugins/request-trace.ts';
import { requireUser, sessionToken } from '../plugins/session.ts';
import { checkedAnswer } from './checked-answer.ts';
import { parseBody } from './parse-body.ts';

const euros = (cents: number) => cents / 100;
const id = z.string().min(1).max(64);
const tokenQuery = z.object({ paymentToken: z.string().max(100).optional() });
const paymentTokenHeader = z.string().min(1).max(100);
const orderParams = z.object({ orderId: id });
const createBody = z.object({
  messageId: id,
  discountCode: z.string().max(64).optional(),
  flow: z.enum(['redirect', 'popup']).default('redirect'),
  // The spec's clients send these; the server decides price, currency and where PayPal returns.
  deliveryType: z.string().max(32).optional(),
  paymentMethod: z.string().max(32).optional(),
  amount: z.unknown().optional(),
  currency: z.unknown().optional(),
  successUrl: z.unknown().optional(),
  cancelUrl: z.unknown().optional(),
  errorUrl: z.unknown().optional(),
  checkFreeOnly: z.boolean().optional(),
});
const discountBody = z.object({
  discountCode: z.string().max(64),
  deliveryType: z.string().max(32).default('email'),
});

/** Refusals of a capture, as the error page names them (`/payment-error?reason=`). */
const captureReasons: Record<string, { status: number; reason: string }> = {
  UNKNOWN_ORDER: { status: 404, reason: 'unknown_order' },
  NOT_APPROVED: { status: 409, reason: 'not_approved' },
  ORDER_CANCELLED: { status: 409, reason: 'cancelled' },
  MESSAGE_NOT_FOUND: { status: 409, reason: 'message_not_found' },
  DISCOUNT_USED_UP: { status: 409, reason: 'discount_used_up' },
  PAYMENT_DECLINED: { status: 402, reason: 'declined' },
  AMOUNT_MISMATCH: { status: 422, reason: 'amount_mismatch' },
  PAYPAL_UNAVAILABLE: { status: 503, reason: 'paypal_unavailable' },
};

function priceView(price: Price__Output | null) {
  const p = price ?? { baseCents: 0, discountPercent: 0, discountCents: 0, finalCents: 0, currency: 'EUR' };
  return {
    basePrice: euros(p.baseCents),
    finalPrice: euros(p.finalCents),
    savings: euros(p.discountCents),
    discountPercentage: p.discountPercent,
    basePriceCents: p.baseCents,
    finalPriceCents: p.finalCents,
    savingsCents: p.discountCents,
    currency: p.currency,
  };
}

function orderDetails(order: Order__Output, options: { mode: PaymentMode__Output; clientId: string }) {
  return {
    id: order.orderId,
    status: required(order.status, 'order status'),
    messageId: order.messageId,
    deliveryMethod: required(order.deliveryMethod, 'delivery method'),
    amount: euros(order.price?.finalCents ?? 0),
    amountCents: order.price?.finalCents ?? 0,
    currency: order.price?.currency ?? 'EUR',
    discountCode: order.discountCode || null,
    price: priceView(order.price),
    failureReason: order.failureReason || null,
    paidAt: order.paidAt || null,
    mode: required(options.mode, 'payment mode'),
    clientId: options.clientId || null,
  };
}

/** PayPal's approve link in the spec's `links` form: one when there is an order to approve. */
const approveLinks = (approvalUrl: string) =>
  approvalUrl ? [{ rel: 'approve' as const, href: approvalUrl, method: 'GET' as const }] : [];

/** A URL of our own site, kept to its path: a redirect never leaves the product, whatever a service says. */
function ownPath(url: string): string {
  const parsed = new URL(url, 'http://localhost');
  return `${parsed.pathname}${parsed.search}`;
}

/** Paying for a message (docs/payment-api.md). Prices and amounts are the payment service's alone. */
export function registerPaymentRoutes(app: FastifyInstance, deps: BffDeps): void {
  const call = (request: FastifyRequest) => grpcOptions(request, deps.config.GRPC_DEADLINE_MS);

  /**
   * Who pays: whoever holds the seal's payment token (the `X-Payment-Token` header the web sends, or the
   * `paymentToken` query of the spec's calls), else the signed-in owner; nobody else (404, as `reason`).
   */
  async function payerOf(request: FastifyRequest, reply: FastifyReply, reason = 'MESSAGE_NOT_FOUND') {
    const query = tokenQuery.safeParse(request.query);
    const header = paymentTokenHeader.safeParse(request.headers['x-payment-token']);
    const paymentToken =
      (header.success ? header.data : '') || (query.success ? (query.data.paymentToken ?? '') : '');
    if (paymentToken) return { userId: '', paymentToken };
    if (!sessionToken(deps, request)) throw new AppError('NOT_FOUND', 'no payer', { reason });
    return { userId: (await requireUser(deps, request, reply)).id, paymentToken: '' };
  }

  function orderIdOf(request: FastifyRequest): string {
    const parsed = orderParams.safeParse(request.params);
    if (!parsed.success) throw new AppError('NOT_FOUND', 'bad order id', { reason: 'UNKNOWN_ORDER' });
    return parsed.data.orderId;
  }

  async function createOrder(request: FastifyRequest, reply: FastifyReply, useFreeDelivery: boolean) {
    const body = parseBody(createBody, request);
    const payer = await payerOf(request, reply);
    const created = await deps.payment.CreateOrder(
      {
        payer,
        messageId: body.messageId,
        discountCode: body.discountCode?.trim() ?? '',
        flow: body.flow,
        useFreeDelivery,
        language: request.language,
      },
      call(request),
    );
    return { created, payer };
  }

  app.get('/api/payment/gateways', async (request) => {
    const options = await deps.payment.GetPaymentOptions({}, call(request));
    return checkedAnswer(gateways, {
      gateways: [{ id: 'paypal', name: 'PayPal' }],
      mode: required(options.mode, 'payment mode'),
      clientId: options.clientId || null,
      currency: options.currency,
      prices: DELIVERY_PRICE_CENTS,
    });
  });

  app.get('/api/payment/free-deliveries', async (request, reply) => {
    const user = await requireUser(deps, request, reply);
    const { freeDeliveries } = await deps.payment.GetFreeDeliveries({ userId: user.id }, call(request));
    return checkedAnswer(freeDeliveriesAnswer, { freeDeliveriesAvailable: freeDeliveries });
  });

  app.post('/api/payment/validate-discount', async (request, reply) => {
    const body = parseBody(discountBody, request);
    const code = body.discountCode.trim();
    if (!code) {
      throw new AppError('INVALID_ARGUMENT', 'no code', {
        reason: 'DISCOUNT_CODE_REQUIRED',
        field: 'discountCode',
      });
    }
    await enforceLimits(deps, request, [{ limit: 'discount-ip', subject: request.ip }]);
    try {
      const quote = await deps.payment.QuoteDelivery(
        {
          deliveryMethod: closedField(DELIVERY_METHODS, body.deliveryType, {
            reason: 'BAD_REQUEST',
            field: 'deliveryType',
          }),
          discountCode: code,
        },
        call(request),
      );
      const percent = quote.price?.discountPercent ?? 0;
      return checkedAnswer(discountCheck, {
        valid: true,
        discountCode: quote.discountCode,
        ...priceView(quote.price),
        message: translate('DISCOUNT_APPLIED', request.language, { percent }),
      });
    } catch (error) {
      if (error instanceof AppError && error.code === 'FAILED_PRECONDITION') {
        const reason = error.reason as MessageKey;
        return reply.send(
          checkedAnswer(discountCheck, {
            valid: false,
            reason,
            message: translate(reason, request.language),
          }),
        );
      }
      throw error;
    }
  });

  app.post('/api/payment/paypal/create-order', async (request, reply) => {
    const { created } = await createOrder(request, reply, false);
    return checkedAnswer(createdOrder, {
      completed: created.completed,
      freeDeliveryAvailable: created.freeDeliveryAvailable,
      messageId: created.messageId,
      orderId: created.orderId || null,
      orderConfig: created.orderId ? { id: created.orderId } : null,
      approvalUrl: created.approvalUrl || null,
      links: approveLinks(created.approvalUrl),
      price: priceView(created.price),
    });
  });

  app.post('/api/payments/paypal/create', async (request, reply) => {
    const body = parseBody(createBody, request);
    if (body.checkFreeOnly) {
      // Only the owner's own balance can be known; a token holder is not told about anyone's deliveries.
      const payer = await payerOf(request, reply);
      const free = payer.userId
        ? (await deps.payment.GetFreeDeliveries({ userId: payer.userId }, call(request))).freeDeliveries
        : 0;
      return checkedAnswer(createdPayment, { freeDeliveryAvailable: free > 0 });
    }
    const { created } = await createOrder(request, reply, false);
    return checkedAnswer(createdPayment, {
      completed: created.completed,
      freeDeliveryAvailable: created.freeDeliveryAvailable,
      messageId: created.messageId,
      orderId: created.orderId || null,
      id: created.orderId || null,
      approvalUrl: created.approvalUrl || null,
      links: approveLinks(created.approvalUrl),
      price: priceView(created.price),
    });
  });

  app.post('/api/payment/use-free-delivery', async (request, reply) => {
    const { payer } = await createOrder(request, reply, true);
    const freeDeliveries = payer.userId
      ? (await deps.payment.GetFreeDeliveries({ userId: payer.userId }, call(request))).freeDeliveries
      : null;
    return checkedAnswer(freeDeliveryUsed, { success: true, freeDeliveries });
  });

  // An order id travels in PayPal's return URL: only the order's payer may read or cancel it.
  app.get('/api/payment/paypal/order/:orderId', async (request, reply) => {
    const orderId = orderIdOf(request);
    const payer = await payerOf(request, reply, 'UNKNOWN_ORDER');
    const found = await deps.payment.GetOrder({ orderId, payer }, call(request));
    return checkedAnswer(orderAnswer, { orderDetails: orderDetails(found.order!, found) });
  });

  app.post('/api/payments/paypal/capture/:orderId', async (request, reply) => {
    const orderId = orderIdOf(request);
    const body = z.object({ payerId: z.string().max(64).optional() }).safeParse(request.body ?? {});
    const options = await deps.payment.GetPaymentOptions({}, call(request));
    try {
      const { order } = await deps.payment.CaptureOrder(
        { orderId, payerId: body.success ? (body.data.payerId ?? '') : '' },
        // A capture may wait for PayPal's retries: give it more than an ordinary call.
        grpcOptions(request, deps.config.GRPC_DEADLINE_MS * 4),
      );
      const details = orderDetails(order!, options);
      if (order!.status === 'paid') {
        return checkedAnswer(captured, {
          success: true,
          status: 'paid',
          messageId: order!.messageId,
          paymentId: orderId,
          orderDetails: details,
        });
      }
      return reply.status(202).send(
        checkedAnswer(captured, {
          success: false,
          status: 'pending',
          messageId: order!.messageId,
          message: translate('PAYMENT_PENDING', request.language),
          orderDetails: details,
        }),
      );
    } catch (error) {
      const known = error instanceof AppError ? captureReasons[error.reason] : undefined;
      if (!known || !(error instanceof AppError)) throw error;
      return reply
        .status(known.status)
        .send({ message: translate(error.reason as MessageKey, request.language), reason: known.reason });
    }
  });

  app.post('/api/payments/paypal/cancel/:orderId', async (request, reply) => {
    const orderId = orderIdOf(request);
    const payer = await payerOf(request, reply, 'UNKNOWN_ORDER');
    const [{ order }, options] = await Promise.all([
      deps.payment.CancelOrder({ orderId, payer }, call(request)),
      deps.payment.GetPaymentOptions({}, call(request)),
    ]);
    return checkedAnswer(orderAnswer, { orderDetails: orderDetails(order!, options) });
  });

  // Simulated mode's stand-in for PayPal's approval page (the payment service refuses it in other modes).
  app.get('/api/payments/paypal/mock-approve/:orderId', async (request, reply) => {
    const { returnUrl } = await deps.payment.ApproveSimulatedOrder(
      { orderId: orderIdOf(request) },
      call(request),
    );
    return reply.redirect(ownPath(returnUrl), 303);
  });
  app.post('/api/payments/paypal/mock-approve/:orderId', async (request) => {
    const { returnUrl } = await deps.payment.ApproveSimulatedOrder(
      { orderId: orderIdOf(request) },
      call(request),
    );
    return checkedAnswer(mockApproved, { returnUrl: ownPath(returnUrl) });
  });

  // PayPal's webhook: the signature covers the raw bytes, so this route alone keeps the body unparsed.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => {
      done(null, body);
    });
    scope.post('/api/payments/paypal/webhook', async (request) => {
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (name.startsWith('paypal-') && typeof value === 'string') headers[name] = value;
      }
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await deps.payment.HandlePaypalWebhook({ headers, rawBody }, call(request));
      return {};
    });
  });
}
