// Original file: app/payment/v1/payment.proto

import type { DiscountCode as _app_payment_v1_DiscountCode, DiscountCode__Output as _app_payment_v1_DiscountCode__Output } from '../../../app/payment/v1/DiscountCode.ts';

export interface ListDiscountCodesResponse {
  'codes'?: (_app_payment_v1_DiscountCode)[];
}

export interface ListDiscountCodesResponse__Output {
  'codes': (_app_payment_v1_DiscountCode__Output)[];
}
