// Original file: app/payment/v1/payment.proto


export interface SpendFreeDeliveryRequest {
  'userId'?: (string);
  'messageId'?: (string);
}

export interface SpendFreeDeliveryRequest__Output {
  'userId': (string);
  'messageId': (string);
}
