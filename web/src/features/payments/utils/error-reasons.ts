/** The reasons the error page explains; any other is an unknown error. */
export const PAYMENT_ERROR_REASONS = [
  'missing_token',
  'paypal_auth_error',
  'capture_error',
  'message_not_found',
  'server_error',
  'declined',
  'not_approved',
  'amount_mismatch',
  'unknown_order',
  'paypal_unavailable',
] as const;

export type PaymentErrorReason = (typeof PAYMENT_ERROR_REASONS)[number];

export function knownReason(value: string | null | undefined): PaymentErrorReason | null {
  return value && (PAYMENT_ERROR_REASONS as readonly string[]).includes(value)
    ? (value as PaymentErrorReason)
    : null;
}
