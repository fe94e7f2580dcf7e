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

/** What the person can do, by reason: only what is true of that failure (a lost message is not "still saved"). */
export type PaymentAdvice =
  'check' | 'retry' | 'noCharge' | 'otherMethod' | 'fromMessages' | 'wait' | 'findMessage' | 'writeUs';

const adviceByReason: Record<PaymentErrorReason | 'unknown', PaymentAdvice[]> = {
  missing_token: ['fromMessages', 'noCharge'],
  paypal_auth_error: ['retry', 'noCharge'],
  paypal_unavailable: ['retry', 'noCharge'],
  server_error: ['retry', 'noCharge'],
  capture_error: ['wait', 'writeUs'],
  declined: ['otherMethod', 'noCharge'],
  not_approved: ['otherMethod', 'noCharge'],
  amount_mismatch: ['writeUs'],
  message_not_found: ['findMessage', 'noCharge'],
  unknown_order: ['findMessage', 'noCharge'],
  unknown: ['check', 'retry', 'noCharge'],
};

export const adviceFor = (reason: PaymentErrorReason | null): PaymentAdvice[] =>
  adviceByReason[reason ?? 'unknown'];
