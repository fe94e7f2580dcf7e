// Original file: app/payment/v1/payment.proto

import type { DeliveryMethod as _app_common_v1_DeliveryMethod, DeliveryMethod__Output as _app_common_v1_DeliveryMethod__Output } from '../../../app/common/v1/DeliveryMethod.ts';

export interface QuoteDeliveryRequest {
  'deliveryMethod'?: (_app_common_v1_DeliveryMethod);
  'discountCode'?: (string);
}

export interface QuoteDeliveryRequest__Output {
  'deliveryMethod': (_app_common_v1_DeliveryMethod__Output);
  'discountCode': (string);
}
