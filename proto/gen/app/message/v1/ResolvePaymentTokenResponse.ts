// Original file: app/message/v1/message.proto


export interface ResolvePaymentTokenResponse {
  'messageId'?: (string);
  'userId'?: (string);
  'deliveryMethod'?: (string);
  'requiresPayment'?: (boolean);
  'paid'?: (boolean);
}

export interface ResolvePaymentTokenResponse__Output {
  'messageId': (string);
  'userId': (string);
  'deliveryMethod': (string);
  'requiresPayment': (boolean);
  'paid': (boolean);
}
