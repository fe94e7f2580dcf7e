// Original file: app/message/v1/message.proto


export interface DeleteForRecipientRequest {
  'messageId'?: (string);
  'reason'?: (string);
}

export interface DeleteForRecipientRequest__Output {
  'messageId': (string);
  'reason': (string);
}
