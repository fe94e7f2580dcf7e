// Original file: app/message/v1/message.proto


export interface MarkReadRequest {
  'messageId'?: (string);
}

export interface MarkReadRequest__Output {
  'messageId': (string);
}
