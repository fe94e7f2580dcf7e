// Original file: app/payment/v1/payment.proto

import type { Price as _app_payment_v1_Price, Price__Output as _app_payment_v1_Price__Output } from '../../../app/payment/v1/Price.ts';

export interface QuoteDeliveryResponse {
  'price'?: (_app_payment_v1_Price | null);
  'discountCode'?: (string);
}

export interface QuoteDeliveryResponse__Output {
  'price': (_app_payment_v1_Price__Output | null);
  'discountCode': (string);
}
