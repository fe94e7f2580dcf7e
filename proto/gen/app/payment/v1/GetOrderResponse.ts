// Original file: app/payment/v1/payment.proto

import type { Order as _app_payment_v1_Order, Order__Output as _app_payment_v1_Order__Output } from '../../../app/payment/v1/Order.ts';
import type { PaymentMode as _app_payment_v1_PaymentMode, PaymentMode__Output as _app_payment_v1_PaymentMode__Output } from '../../../app/payment/v1/PaymentMode.ts';

export interface GetOrderResponse {
  'order'?: (_app_payment_v1_Order | null);
  'mode'?: (_app_payment_v1_PaymentMode);
  'clientId'?: (string);
}

export interface GetOrderResponse__Output {
  'order': (_app_payment_v1_Order__Output | null);
  'mode': (_app_payment_v1_PaymentMode__Output);
  'clientId': (string);
}
