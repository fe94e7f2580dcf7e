// Original file: app/message/v1/message.proto


export interface GetReadyMessageRequest {
  'messageId'?: (string);
}

export interface GetReadyMessageRequest__Output {
  'messageId': (string);
}
