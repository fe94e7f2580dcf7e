// Original file: app/message/v1/message.proto


export interface GetDeletionRequest {
  'messageId'?: (string);
}

export interface GetDeletionRequest__Output {
  'messageId': (string);
}
