// Original file: app/payment/v1/payment.proto

export const PaymentMode = {
  PAYMENT_MODE_UNSPECIFIED: 'PAYMENT_MODE_UNSPECIFIED',
  simulated: 'simulated',
  sandbox: 'sandbox',
  live: 'live',
} as const;

export type PaymentMode =
  | 'PAYMENT_MODE_UNSPECIFIED'
  | 0
  | 'simulated'
  | 1
  | 'sandbox'
  | 2
  | 'live'
  | 3

export type PaymentMode__Output = typeof PaymentMode[keyof typeof PaymentMode]
