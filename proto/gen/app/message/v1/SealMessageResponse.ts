// Original file: app/message/v1/message.proto


export interface SealMessageResponse {
  'id'?: (string);
  'accessCode'?: (string);
  'requiresPayment'?: (boolean);
  'paymentToken'?: (string);
  'paymentTokenExpiresAt'?: (string);
}

export interface SealMessageResponse__Output {
  'id': (string);
  'accessCode': (string);
  'requiresPayment': (boolean);
  'paymentToken': (string);
  'paymentTokenExpiresAt': (string);
}
