// Original file: app/message/v1/message.proto

import type { DeliveryMethod as _app_common_v1_DeliveryMethod, DeliveryMethod__Output as _app_common_v1_DeliveryMethod__Output } from '../../../app/common/v1/DeliveryMethod.ts';

export interface GetPayableMessageResponse {
  'messageId'?: (string);
  'userId'?: (string);
  'deliveryMethod'?: (_app_common_v1_DeliveryMethod);
  'isSealed'?: (boolean);
  'requiresPayment'?: (boolean);
  'paid'?: (boolean);
  'isDelivered'?: (boolean);
}

export interface GetPayableMessageResponse__Output {
  'messageId': (string);
  'userId': (string);
  'deliveryMethod': (_app_common_v1_DeliveryMethod__Output);
  'isSealed': (boolean);
  'requiresPayment': (boolean);
  'paid': (boolean);
  'isDelivered': (boolean);
}
