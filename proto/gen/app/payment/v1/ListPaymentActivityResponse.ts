// Original file: app/payment/v1/payment.proto

import type { PaymentActivity as _app_payment_v1_PaymentActivity, PaymentActivity__Output as _app_payment_v1_PaymentActivity__Output } from '../../../app/payment/v1/PaymentActivity.ts';

export interface ListPaymentActivityResponse {
  'entries'?: (_app_payment_v1_PaymentActivity)[];
}

export interface ListPaymentActivityResponse__Output {
  'entries': (_app_payment_v1_PaymentActivity__Output)[];
}
