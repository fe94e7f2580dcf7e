import { randomUUID } from 'node:crypto';
import { AppError } from '@app/platform/errors';
import { CURRENCY, priceOf, type PriceBreakdown } from '@app/proto/rules/prices';
import { takeDiscountUse } from '../db/discount-code-repository.ts';
import type { PaymentOrder } from '../db/generated/client.ts';
import {
  findOpenOrder,
  findPaidOrder,
  insertOrder,
  lockMessage,
  saveProviderOrder,
} from '../db/order-repository.ts';
import { recordActivity } from '../db/payment-activity-repository.ts';
import { PaypalUnavailableError } from '../paypal/paypal-errors.ts';
import { completeOrder } from './complete-order.ts';
import { findApplicableDiscount, type ApplicableDiscount } from './discount-code-rules.ts';
import { getFreeDeliveries } from './get-free-deliveries.ts';
import { moveOrder } from './order-state.ts';
import { loadPayableMessage, type PayableMessage, type Payer } from './payable-message.ts';
import type { PaymentDeps } from './payment-deps.ts';
import { spendFreeDelivery } from './spend-free-delivery.ts';

export type CreateOrderInput = {
  payer: Payer;
  messageId: string;
  discountCode: string;
  flow: 'redirect' | 'popup';
  useFreeDelivery: boolean;
  language: 'es' | 'en';
};

export type CreatedOrder = {
  completed: boolean;
  orderId: string;
  approvalUrl: string;
  price: PriceBreakdown & { currency: string };
  freeDeliveryAvailable: boolean;
  messageId: string;
};

const itemNames = {
  es: { email: 'Entrega por e-mail', postal: 'Entrega postal' },
  en: { email: 'Delivery by e-mail', postal: 'Delivery by post' },
} as const;

/**
 * Starts paying for a sealed message that waits for payment. Prices come from the message's own delivery
 * method and a discount code checked now. Nothing left to pay (a 100 % code, a free delivery, an earlier
 * payment) completes at once without PayPal; otherwise an order is created at PayPal (or reused while the
 * buyer has not finished it and the price is unchanged).
 */
export async function createOrder(deps: PaymentDeps, input: CreateOrderInput): Promise<CreatedOrder> {
  const message = await loadPayableMessage(deps, input.messageId, input.payer);
  const discount = input.discountCode
    ? await findApplicableDiscount(deps.db, input.discountCode, deps.now())
    : null;
  const price = priceOf(message.deliveryMethod, discount?.percentage ?? 0);
  const freeDeliveryAvailable =
    message.deliveryMethod === 'email' && (await getFreeDeliveries(deps, message.userId)) > 0;
  const answer = (
    order: Pick<PaymentOrder, 'providerOrderId' | 'approvalUrl'> | null,
    completed: boolean,
  ) => ({
    completed,
    orderId: completed ? '' : (order?.providerOrderId ?? ''),
    approvalUrl: completed ? '' : (order?.approvalUrl ?? ''),
    price: { ...price, currency: CURRENCY },
    freeDeliveryAvailable,
    messageId: message.messageId,
  });

  if (message.paid || (await findPaidOrder(deps.db, message.messageId))) return answer(null, true);
  if (!message.isSealed || !message.requiresPayment || message.isDelivered) {
    throw new AppError('FAILED_PRECONDITION', 'message does not wait for payment', { reason: 'NOT_PAYABLE' });
  }
  if (input.useFreeDelivery) {
    await completeWithFreeDelivery(deps, message, price);
    return answer(null, true);
  }
  if (price.finalCents === 0 && discount) {
    await completeWithDiscount(deps, message, price, discount);
    return answer(null, true);
  }
  return answer(await openPaypalOrder(deps, message, price, discount, input), false);
}

/** A free delivery spent on a message that waited for payment (one the sender got back after sealing). */
async function completeWithFreeDelivery(deps: PaymentDeps, message: PayableMessage, price: PriceBreakdown) {
  if (message.deliveryMethod !== 'email') {
    throw new AppError('FAILED_PRECONDITION', 'free deliveries are for e-mail', {
      reason: 'FREE_DELIVERY_EMAIL_ONLY',
    });
  }
  const { spent } = await spendFreeDelivery(deps, message.userId, message.messageId);
  if (!spent) throw new AppError('FAILED_PRECONDITION', 'none left', { reason: 'NO_FREE_DELIVERIES' });
  await deps.db.$transaction(async (tx) => {
    await lockMessage(tx, message.messageId);
    if (await findPaidOrder(tx, message.messageId)) return;
    const order = await insertOrder(
      tx,
      orderData(
        message,
        { ...price, discountPercent: 100, discountCents: price.baseCents, finalCents: 0 },
        null,
        'free_delivery',
      ),
    );
    await completeOrder(tx, order, ['created'], { paidAt: deps.now() });
  });
  deps.eventsWritten();
}

/** A 100 % code: the use is taken and the order paid in one transaction, so the code's maximum holds. */
async function completeWithDiscount(
  deps: PaymentDeps,
  message: PayableMessage,
  price: PriceBreakdown,
  discount: ApplicableDiscount,
) {
  await deps.db.$transaction(async (tx) => {
    await lockMessage(tx, message.messageId);
    if (await findPaidOrder(tx, message.messageId)) return;
    if (!(await takeDiscountUse(tx, discount.id, deps.now()))) {
      throw new AppError('FAILED_PRECONDITION', 'code used up', {
        reason: 'DISCOUNT_USED_UP',
        field: 'discountCode',
      });
    }
    const order = await insertOrder(tx, {
      ...orderData(message, price, discount, 'discount'),
      discountUseHeld: true,
    });
    await completeOrder(tx, order, ['created'], { paidAt: deps.now() });
  });
  deps.eventsWritten();
}

async function openPaypalOrder(
  deps: PaymentDeps,
  message: PayableMessage,
  price: PriceBreakdown,
  discount: ApplicableDiscount | null,
  input: CreateOrderInput,
): Promise<PaymentOrder> {
  const provider = deps.mode === 'simulated' ? 'simulated' : 'paypal';
  const order = await deps.db.$transaction(async (tx) => {
    await lockMessage(tx, message.messageId);
    const open = await findOpenOrder(tx, message.messageId);
    if (open && open.amountCents === price.finalCents && open.discountCodeId === (discount?.id ?? null)) {
      return open;
    }
    if (open) {
      await moveOrder(tx, open.id, ['created', 'approved'], 'cancelled', { failureReason: 'replaced' });
      await recordActivity(tx, {
        kind: 'order.cancelled',
        orderId: open.providerOrderId,
        messageId: message.messageId,
        detail: 'replaced',
      });
    }
    return insertOrder(tx, orderData(message, price, discount, provider));
  });
  if (order.providerOrderId && order.approvalUrl) return order;

  const returnTo = (page: string, extra: Record<string, string> = {}) => {
    const url = new URL(page, deps.publicUrl);
    url.searchParams.set('messageId', message.messageId);
    for (const [key, value] of Object.entries(extra)) url.searchParams.set(key, value);
    return url.toString();
  };
  const names = itemNames[input.language];
  const itemName = message.deliveryMethod === 'email' ? names.email : names.postal;
  try {
    // The same request id for the same order: a retried or concurrent create gets PayPal's same order back.
    const created = await deps.paypal.createOrder({
      requestId: `create-${order.id}`,
      customId: message.messageId,
      invoiceId: order.id,
      description: itemName,
      itemName,
      baseCents: price.baseCents,
      discountCents: price.discountCents,
      amountCents: price.finalCents,
      currency: CURRENCY,
      returnUrl: input.flow === 'popup' ? returnTo('/payment/paypal') : returnTo('/payment-success'),
      cancelUrl:
        input.flow === 'popup'
          ? returnTo('/payment/paypal', { cancelled: 'true' })
          : returnTo('/payment-cancel'),
      locale: input.language === 'en' ? 'en-GB' : 'es-ES',
      brandName: 'Legado',
    });
    const saved = await saveProviderOrder(deps.db, order.id, created.id, created.approvalUrl);
    await recordActivity(deps.db, {
      kind: 'order.created',
      orderId: created.id,
      messageId: message.messageId,
      amountCents: price.finalCents,
      // How much a code took off, never the code: the admin trail is read by more people than the code's owner.
      detail: discount ? `${provider} -${discount.percentage}%` : provider,
    });
    return saved;
  } catch (error) {
    await moveOrder(deps.db, order.id, ['created'], 'failed', { failureReason: 'paypal_unavailable' });
    if (error instanceof PaypalUnavailableError) {
      throw new AppError('UNAVAILABLE', 'PayPal did not answer', {
        reason: 'PAYPAL_UNAVAILABLE',
        cause: error,
      });
    }
    throw new AppError('UNAVAILABLE', 'PayPal refused the order', {
      reason: 'PAYPAL_UNAVAILABLE',
      cause: error,
    });
  }
}

function orderData(
  message: PayableMessage,
  price: PriceBreakdown,
  discount: ApplicableDiscount | null,
  provider: PaymentOrder['provider'],
) {
  return {
    id: randomUUID(),
    provider,
    messageId: message.messageId,
    userId: message.userId,
    deliveryMethod: message.deliveryMethod,
    status: 'created' as const,
    baseCents: price.baseCents,
    discountPercent: price.discountPercent,
    discountCents: price.discountCents,
    amountCents: price.finalCents,
    currency: CURRENCY,
    discountCodeId: discount?.id ?? null,
    discountCode: discount?.code ?? null,
  };
}
