// Original file: app/payment/v1/payment.proto


export interface GetMessagePaymentRequest {
  'messageId'?: (string);
}

export interface GetMessagePaymentRequest__Output {
  'messageId': (string);
}
