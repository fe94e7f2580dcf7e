// Original file: app/message/v1/message.proto


export interface LookupAccessCodeRequest {
  'accessCode'?: (string);
  'openUnprotected'?: (boolean);
}

export interface LookupAccessCodeRequest__Output {
  'accessCode': (string);
  'openUnprotected': (boolean);
}
