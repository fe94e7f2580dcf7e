// Original file: app/payment/v1/payment.proto

import type { Price as _app_payment_v1_Price, Price__Output as _app_payment_v1_Price__Output } from '../../../app/payment/v1/Price.ts';

export interface Order {
  'orderId'?: (string);
  'messageId'?: (string);
  'status'?: (string);
  'price'?: (_app_payment_v1_Price | null);
  'discountCode'?: (string);
  'deliveryMethod'?: (string);
  'failureReason'?: (string);
  'createdAt'?: (string);
  'paidAt'?: (string);
  'provider'?: (string);
  'approvalUrl'?: (string);
}

export interface Order__Output {
  'orderId': (string);
  'messageId': (string);
  'status': (string);
  'price': (_app_payment_v1_Price__Output | null);
  'discountCode': (string);
  'deliveryMethod': (string);
  'failureReason': (string);
  'createdAt': (string);
  'paidAt': (string);
  'provider': (string);
  'approvalUrl': (string);
}
