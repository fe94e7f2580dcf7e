import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_MODES } from '../rules/payment-orders.ts';
import { DELIVERY_METHODS } from '../rules/prices.ts';

/**
 * The payment calls' answers (docs/payment-api.md): the bff checks its answers against these schemas (see
 * ./recipient.ts). Amounts are the payment service's; `…Price` fields are euros, `…Cents` the same in cents.
 */

const instant = z.iso.datetime({ offset: true });
const cents = z.number().int().nonnegative();

export const price = z.object({
  basePrice: z.number().nonnegative(),
  finalPrice: z.number().nonnegative(),
  savings: z.number().nonnegative(),
  discountPercentage: z.number().int().min(0).max(100),
  basePriceCents: cents,
  finalPriceCents: cents,
  savingsCents: cents,
  currency: z.string(),
});

export const orderDetails = z.object({
  id: z.string(),
  status: z.enum(ORDER_STATUSES),
  messageId: z.uuid(),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  amount: z.number().nonnegative(),
  amountCents: cents,
  currency: z.string(),
  discountCode: z.string().nullable(),
  price,
  failureReason: z.string().nullable(),
  paidAt: instant.nullable(),
  mode: z.enum(PAYMENT_MODES),
  clientId: z.string().nullable(),
});

/** GET /api/payment/gateways */
export const gateways = z.object({
  gateways: z.array(z.object({ id: z.string(), name: z.string() })),
  mode: z.enum(PAYMENT_MODES),
  clientId: z.string().nullable(),
  currency: z.string(),
  prices: z.record(z.enum(DELIVERY_METHODS), cents),
});

/** GET /api/payment/free-deliveries */
export const freeDeliveries = z.object({ freeDeliveriesAvailable: cents });

/** POST /api/payment/validate-discount: the price with the code, or why the code does not apply. */
export const discountCheck = z.union([
  price.extend({ valid: z.literal(true), discountCode: z.string(), message: z.string() }),
  z.object({ valid: z.literal(false), reason: z.string(), message: z.string() }),
]);

const approveLinks = z.array(
  z.object({ rel: z.literal('approve'), href: z.string(), method: z.literal('GET') }),
);

/** POST /api/payment/paypal/create-order */
export const createdOrder = z.object({
  completed: z.boolean(),
  freeDeliveryAvailable: z.boolean(),
  messageId: z.uuid(),
  orderId: z.string().nullable(),
  orderConfig: z.object({ id: z.string() }).nullable(),
  approvalUrl: z.string().nullable(),
  links: approveLinks,
  price,
});

/** POST /api/payments/paypal/create (the spec's second way in; `checkFreeOnly` answers only the balance). */
export const createdPayment = z.union([
  z.object({
    completed: z.boolean(),
    freeDeliveryAvailable: z.boolean(),
    messageId: z.uuid(),
    orderId: z.string().nullable(),
    id: z.string().nullable(),
    approvalUrl: z.string().nullable(),
    links: approveLinks,
    price,
  }),
  z.object({ freeDeliveryAvailable: z.boolean() }),
]);

/** POST /api/payment/use-free-delivery: the balance after it (null for a payment-token holder). */
export const freeDeliveryUsed = z.object({ success: z.literal(true), freeDeliveries: cents.nullable() });

/** GET /api/payment/paypal/order/{id} and POST /api/payments/paypal/cancel/{id} */
export const orderAnswer = z.object({ orderDetails });

/** POST /api/payments/paypal/capture/{id}: paid (200), or still pending at PayPal (202). */
export const captured = z.union([
  z.object({
    success: z.literal(true),
    status: z.literal('paid'),
    messageId: z.uuid(),
    paymentId: z.string(),
    orderDetails,
  }),
  z.object({
    success: z.literal(false),
    status: z.literal('pending'),
    messageId: z.uuid(),
    message: z.string(),
    orderDetails,
  }),
]);

/** POST /api/payments/paypal/mock-approve/{id}: where the simulated approval returns. */
export const mockApproved = z.object({ returnUrl: z.string().startsWith('/') });
