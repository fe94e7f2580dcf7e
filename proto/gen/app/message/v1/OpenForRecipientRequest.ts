// Original file: app/message/v1/message.proto


export interface OpenForRecipientRequest {
  'messageId'?: (string);
}

export interface OpenForRecipientRequest__Output {
  'messageId': (string);
}
