// Original file: app/payment/v1/payment.proto

import type { Payer as _app_payment_v1_Payer, Payer__Output as _app_payment_v1_Payer__Output } from '../../../app/payment/v1/Payer.ts';

export interface CreateOrderRequest {
  'payer'?: (_app_payment_v1_Payer | null);
  'messageId'?: (string);
  'discountCode'?: (string);
  'flow'?: (string);
  'useFreeDelivery'?: (boolean);
  'language'?: (string);
}

export interface CreateOrderRequest__Output {
  'payer': (_app_payment_v1_Payer__Output | null);
  'messageId': (string);
  'discountCode': (string);
  'flow': (string);
  'useFreeDelivery': (boolean);
  'language': (string);
}
