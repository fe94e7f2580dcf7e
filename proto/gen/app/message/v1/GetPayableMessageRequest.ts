// Original file: app/message/v1/message.proto


export interface GetPayableMessageRequest {
  'messageId'?: (string);
  'userId'?: (string);
  'paymentToken'?: (string);
}

export interface GetPayableMessageRequest__Output {
  'messageId': (string);
  'userId': (string);
  'paymentToken': (string);
}
