// Original file: app/message/v1/message.proto


export interface GetPayableMessageResponse {
  'messageId'?: (string);
  'userId'?: (string);
  'deliveryMethod'?: (string);
  'isSealed'?: (boolean);
  'requiresPayment'?: (boolean);
  'paid'?: (boolean);
  'isDelivered'?: (boolean);
}

export interface GetPayableMessageResponse__Output {
  'messageId': (string);
  'userId': (string);
  'deliveryMethod': (string);
  'isSealed': (boolean);
  'requiresPayment': (boolean);
  'paid': (boolean);
  'isDelivered': (boolean);
}
