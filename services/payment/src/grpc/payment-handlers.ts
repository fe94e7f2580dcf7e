import { deadLetterList, type EventAdminDeps } from '@app/platform/event-admin';
import { listDeadLetters } from '../domain/list-dead-letters.ts';
import { retryDeadLetter } from '../domain/retry-dead-letter.ts';
import { redriveOutbox } from '../domain/redrive-outbox.ts';
import { listMessagePayments } from '../domain/list-message-payments.ts';
import { z } from 'zod';
import { given } from '@app/proto/rules/proto-enum';
import { AppError } from '@app/platform/errors';
import type { AsyncHandlers } from '@app/platform/grpc-server';
import type { PaymentServiceDefinition } from '@app/proto/gen/app/payment/v1/PaymentService.ts';
import { DELIVERY_METHODS } from '@app/proto/rules/prices';
import type { DiscountCode } from '../db/generated/client.ts';
import { approveSimulatedOrder } from '../domain/approve-simulated-order.ts';
import { cancelOrder } from '../domain/cancel-order.ts';
import { captureOrder } from '../domain/capture-order.ts';
import { createDiscountCode } from '../domain/create-discount-code.ts';
import { createOrder } from '../domain/create-order.ts';
import { deleteDiscountCode } from '../domain/delete-discount-code.ts';
import { getFreeDeliveries } from '../domain/get-free-deliveries.ts';
import { getMessagePayment } from '../domain/get-message-payment.ts';
import { getOrder } from '../domain/get-order.ts';
import { getPaymentOptions } from '../domain/get-payment-options.ts';
import { handlePaypalWebhook } from '../domain/handle-paypal-webhook.ts';
import { listDiscountCodes } from '../domain/list-discount-codes.ts';
import { listPaymentActivity } from '../domain/list-payment-activity.ts';
import { orderView } from '../domain/order-view.ts';
import type { PaymentDeps } from '../domain/payment-deps.ts';
import { quoteDelivery } from '../domain/quote-delivery.ts';
import { setDiscountCodeActive } from '../domain/set-discount-code-active.ts';
import { spendFreeDelivery } from '../domain/spend-free-delivery.ts';
import type { SimulatedPaypal } from '../paypal/simulated-paypal.ts';

const uuid = z.uuid();

function deliveryMethodOf(value: string) {
  const method = DELIVERY_METHODS.find((m) => m === value.toLowerCase());
  if (!method) {
    throw new AppError('INVALID_ARGUMENT', 'unknown delivery method', {
      reason: 'BAD_REQUEST',
      field: 'deliveryType',
    });
  }
  return method;
}

function discountView(code: DiscountCode) {
  return {
    id: code.id,
    code: code.code,
    percentage: code.percentage,
    validUntil: code.validUntil?.toISOString() ?? '',
    maxUses: code.maxUses ?? 0,
    currentUses: code.currentUses,
    active: code.active,
    createdAt: code.createdAt.toISOString(),
  };
}

/** Who pays, as a request names them: nobody (both empty) finds nothing. */
const payerOf = (payer: { userId?: string; paymentToken?: string } | null | undefined) => ({
  userId: payer?.userId ?? '',
  paymentToken: payer?.paymentToken ?? '',
});

/** Transport only: each call hands its request to a use case and shapes the answer. */
export function paymentHandlers(
  deps: PaymentDeps & EventAdminDeps,
  simulated: SimulatedPaypal | null,
): AsyncHandlers<PaymentServiceDefinition> {
  return {
    async GetFreeDeliveries(request) {
      return { freeDeliveries: await getFreeDeliveries(deps, request.userId) };
    },
    async SpendFreeDelivery(request) {
      return spendFreeDelivery(deps, request.userId, request.messageId);
    },
    async GetPaymentOptions() {
      return getPaymentOptions(deps);
    },
    async QuoteDelivery(request) {
      return quoteDelivery(deps, deliveryMethodOf(given(request.deliveryMethod) ?? ''), request.discountCode);
    },
    async CreateOrder(request) {
      const created = await createOrder(deps, {
        payer: payerOf(request.payer),
        messageId: request.messageId,
        discountCode: request.discountCode,
        flow: request.flow === 'popup' ? 'popup' : 'redirect',
        useFreeDelivery: request.useFreeDelivery,
        language: request.language === 'en' ? 'en' : 'es',
      });
      return { ...created, price: { ...created.price } };
    },
    async GetOrder(request, { caller }) {
      // The bff asks for a person, who must be the order's payer; notification reads it for a receipt.
      const order = await getOrder(deps, request.orderId, caller === 'bff' ? payerOf(request.payer) : null);
      return { order: orderView(order), mode: deps.mode, clientId: deps.clientId };
    },
    async ApproveSimulatedOrder(request) {
      return approveSimulatedOrder(deps, simulated, request.orderId);
    },
    async CaptureOrder(request) {
      return { order: orderView(await captureOrder(deps, request.orderId, request.payerId)) };
    },
    async CancelOrder(request) {
      return { order: orderView(await cancelOrder(deps, request.orderId, payerOf(request.payer))) };
    },
    async HandlePaypalWebhook(request) {
      return { handledNow: await handlePaypalWebhook(deps, request.headers, request.rawBody) };
    },
    async GetMessagePayment(request) {
      return getMessagePayment(deps.db, request.messageId);
    },
    async ListMessagePayments(request) {
      // Ids that are no UUIDs name nothing here (and would only upset the uuid columns).
      const ids = request.messageIds.filter((id) => uuid.safeParse(id).success);
      if (!uuid.safeParse(request.userId).success) return { payments: [] };
      const payments = await listMessagePayments(deps.db, request.userId, ids);
      return { payments: payments.map((payment) => ({ ...payment, paidAt: payment.paidAt.toISOString() })) };
    },
    async ListDiscountCodes() {
      return { codes: (await listDiscountCodes(deps.db)).map(discountView) };
    },
    async CreateDiscountCode(request) {
      return discountView(await createDiscountCode(deps.db, request, deps.now()));
    },
    async SetDiscountCodeActive(request) {
      return discountView(await setDiscountCodeActive(deps.db, request.id, request.active));
    },
    async DeleteDiscountCode(request) {
      await deleteDiscountCode(deps.db, request.id);
      return {};
    },
    async ListPaymentActivity(request) {
      const entries = await listPaymentActivity(deps.db, request.limit);
      return {
        entries: entries.map((entry) => ({
          at: entry.at.toISOString(),
          kind: entry.kind,
          orderId: entry.orderId ?? '',
          messageId: entry.messageId ?? '',
          amountCents: entry.amountCents,
          detail: entry.detail,
        })),
      };
    },
    async ListDeadLetters(request) {
      return deadLetterList(await listDeadLetters(deps, request.limit));
    },
    async RetryDeadLetter(request) {
      return { retriedAt: (await retryDeadLetter(deps, request.id)).toISOString() };
    },
    async RedriveOutbox(request) {
      return { events: await redriveOutbox(deps, request.since) };
    },
  };
}
