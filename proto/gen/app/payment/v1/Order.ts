// Original file: app/payment/v1/payment.proto

import type { OrderStatus as _app_payment_v1_OrderStatus, OrderStatus__Output as _app_payment_v1_OrderStatus__Output } from '../../../app/payment/v1/OrderStatus.ts';
import type { Price as _app_payment_v1_Price, Price__Output as _app_payment_v1_Price__Output } from '../../../app/payment/v1/Price.ts';
import type { DeliveryMethod as _app_common_v1_DeliveryMethod, DeliveryMethod__Output as _app_common_v1_DeliveryMethod__Output } from '../../../app/common/v1/DeliveryMethod.ts';

export interface Order {
  'orderId'?: (string);
  'messageId'?: (string);
  'status'?: (_app_payment_v1_OrderStatus);
  'price'?: (_app_payment_v1_Price | null);
  'discountCode'?: (string);
  'deliveryMethod'?: (_app_common_v1_DeliveryMethod);
  'failureReason'?: (string);
  'createdAt'?: (string);
  'paidAt'?: (string);
  'provider'?: (string);
  'approvalUrl'?: (string);
}

export interface Order__Output {
  'orderId': (string);
  'messageId': (string);
  'status': (_app_payment_v1_OrderStatus__Output);
  'price': (_app_payment_v1_Price__Output | null);
  'discountCode': (string);
  'deliveryMethod': (_app_common_v1_DeliveryMethod__Output);
  'failureReason': (string);
  'createdAt': (string);
  'paidAt': (string);
  'provider': (string);
  'approvalUrl': (string);
}
