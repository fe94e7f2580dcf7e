/**
 * A payment order's states and the modes payments run in: the payment service keeps them, the bff answers
 * them, and the payment screens read them.
 */
export const ORDER_STATUSES = [
  'created',
  'approved',
  'capturing',
  'paid',
  'failed',
  'cancelled',
  'refunded',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Simulated (no PayPal at all), PayPal's sandbox, or live. */
export const PAYMENT_MODES = ['simulated', 'sandbox', 'live'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];
