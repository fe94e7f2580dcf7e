// Original file: app/access/v1/access.proto


export interface IsDestroyedRequest {
  'messageId'?: (string);
}

export interface IsDestroyedRequest__Output {
  'messageId': (string);
}
