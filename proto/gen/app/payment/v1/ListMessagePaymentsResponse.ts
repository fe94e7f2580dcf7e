// Original file: app/payment/v1/payment.proto

import type { MessagePayment as _app_payment_v1_MessagePayment, MessagePayment__Output as _app_payment_v1_MessagePayment__Output } from '../../../app/payment/v1/MessagePayment.ts';

export interface ListMessagePaymentsResponse {
  'payments'?: (_app_payment_v1_MessagePayment)[];
}

export interface ListMessagePaymentsResponse__Output {
  'payments': (_app_payment_v1_MessagePayment__Output)[];
}
