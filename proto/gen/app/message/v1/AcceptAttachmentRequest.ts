// Original file: app/message/v1/message.proto


export interface AcceptAttachmentRequest {
  'messageId'?: (string);
  'userId'?: (string);
}

export interface AcceptAttachmentRequest__Output {
  'messageId': (string);
  'userId': (string);
}
