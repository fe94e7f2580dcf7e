// Original file: app/access/v1/access.proto


export interface IsGrantLiveRequest {
  'grant'?: (string);
  'messageId'?: (string);
}

export interface IsGrantLiveRequest__Output {
  'grant': (string);
  'messageId': (string);
}
