// Original file: app/message/v1/message.proto


export interface CreateMessageResponse {
  'id'?: (string);
  'accessCode'?: (string);
  'requiresPayment'?: (boolean);
}

export interface CreateMessageResponse__Output {
  'id': (string);
  'accessCode': (string);
  'requiresPayment': (boolean);
}
