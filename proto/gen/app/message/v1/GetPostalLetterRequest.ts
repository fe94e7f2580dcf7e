// Original file: app/message/v1/message.proto


export interface GetPostalLetterRequest {
  'messageId'?: (string);
}

export interface GetPostalLetterRequest__Output {
  'messageId': (string);
}
