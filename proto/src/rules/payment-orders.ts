import { OrderStatus as OrderStatusEnum } from '../../gen/app/payment/v1/OrderStatus.ts';
import { PaymentMode as PaymentModeEnum } from '../../gen/app/payment/v1/PaymentMode.ts';
import { enumValues } from './proto-enum.ts';

/**
 * A payment order's states and the modes payments run in: the payment service keeps them, the bff answers
 * them, and the payment screens read them.
 */
export const ORDER_STATUSES = enumValues(OrderStatusEnum);
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Simulated (no PayPal at all), PayPal's sandbox, or live. */
export const PAYMENT_MODES = enumValues(PaymentModeEnum);
export type PaymentMode = (typeof PAYMENT_MODES)[number];
