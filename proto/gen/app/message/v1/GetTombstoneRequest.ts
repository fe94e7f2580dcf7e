// Original file: app/message/v1/message.proto


export interface GetTombstoneRequest {
  'messageId'?: (string);
}

export interface GetTombstoneRequest__Output {
  'messageId': (string);
}
