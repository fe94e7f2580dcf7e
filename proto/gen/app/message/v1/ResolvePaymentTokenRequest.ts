// Original file: app/message/v1/message.proto


export interface ResolvePaymentTokenRequest {
  'paymentToken'?: (string);
}

export interface ResolvePaymentTokenRequest__Output {
  'paymentToken': (string);
}
