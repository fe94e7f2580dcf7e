// Original file: app/payment/v1/payment.proto

import type { Payer as _app_payment_v1_Payer, Payer__Output as _app_payment_v1_Payer__Output } from '../../../app/payment/v1/Payer.ts';

export interface GetOrderRequest {
  'orderId'?: (string);
  'payer'?: (_app_payment_v1_Payer | null);
}

export interface GetOrderRequest__Output {
  'orderId': (string);
  'payer': (_app_payment_v1_Payer__Output | null);
}
