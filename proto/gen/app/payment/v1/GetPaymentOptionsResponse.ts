// Original file: app/payment/v1/payment.proto

import type { PaymentMode as _app_payment_v1_PaymentMode, PaymentMode__Output as _app_payment_v1_PaymentMode__Output } from '../../../app/payment/v1/PaymentMode.ts';

export interface GetPaymentOptionsResponse {
  'mode'?: (_app_payment_v1_PaymentMode);
  'clientId'?: (string);
  'currency'?: (string);
}

export interface GetPaymentOptionsResponse__Output {
  'mode': (_app_payment_v1_PaymentMode__Output);
  'clientId': (string);
  'currency': (string);
}
