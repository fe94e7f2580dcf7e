// Original file: app/message/v1/message.proto


export interface GetTrustedContactRequest {
  'messageId'?: (string);
}

export interface GetTrustedContactRequest__Output {
  'messageId': (string);
}
