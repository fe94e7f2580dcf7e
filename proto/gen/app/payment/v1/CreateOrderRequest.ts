// Original file: app/payment/v1/payment.proto

import type { Payer as _app_payment_v1_Payer, Payer__Output as _app_payment_v1_Payer__Output } from '../../../app/payment/v1/Payer.ts';
import type { Language as _app_common_v1_Language, Language__Output as _app_common_v1_Language__Output } from '../../../app/common/v1/Language.ts';

export interface CreateOrderRequest {
  'payer'?: (_app_payment_v1_Payer | null);
  'messageId'?: (string);
  'discountCode'?: (string);
  'flow'?: (string);
  'useFreeDelivery'?: (boolean);
  'language'?: (_app_common_v1_Language);
}

export interface CreateOrderRequest__Output {
  'payer': (_app_payment_v1_Payer__Output | null);
  'messageId': (string);
  'discountCode': (string);
  'flow': (string);
  'useFreeDelivery': (boolean);
  'language': (_app_common_v1_Language__Output);
}
