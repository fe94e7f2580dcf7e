// Original file: app/message/v1/message.proto


export interface ForgetTombstoneRequest {
  'messageId'?: (string);
}

export interface ForgetTombstoneRequest__Output {
  'messageId': (string);
}
