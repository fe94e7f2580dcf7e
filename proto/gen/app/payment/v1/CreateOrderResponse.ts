// Original file: app/payment/v1/payment.proto

import type { Price as _app_payment_v1_Price, Price__Output as _app_payment_v1_Price__Output } from '../../../app/payment/v1/Price.ts';

export interface CreateOrderResponse {
  'completed'?: (boolean);
  'orderId'?: (string);
  'approvalUrl'?: (string);
  'price'?: (_app_payment_v1_Price | null);
  'freeDeliveryAvailable'?: (boolean);
  'messageId'?: (string);
}

export interface CreateOrderResponse__Output {
  'completed': (boolean);
  'orderId': (string);
  'approvalUrl': (string);
  'price': (_app_payment_v1_Price__Output | null);
  'freeDeliveryAvailable': (boolean);
  'messageId': (string);
}
