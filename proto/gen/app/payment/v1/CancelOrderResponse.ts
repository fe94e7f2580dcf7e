// Original file: app/payment/v1/payment.proto

import type { Order as _app_payment_v1_Order, Order__Output as _app_payment_v1_Order__Output } from '../../../app/payment/v1/Order.ts';

export interface CancelOrderResponse {
  'order'?: (_app_payment_v1_Order | null);
}

export interface CancelOrderResponse__Output {
  'order': (_app_payment_v1_Order__Output | null);
}
