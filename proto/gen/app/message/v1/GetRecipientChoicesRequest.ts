// Original file: app/message/v1/message.proto


export interface GetRecipientChoicesRequest {
  'token'?: (string);
}

export interface GetRecipientChoicesRequest__Output {
  'token': (string);
}
