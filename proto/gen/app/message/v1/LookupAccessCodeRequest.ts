// Original file: app/message/v1/message.proto


export interface LookupAccessCodeRequest {
  'accessCode'?: (string);
}

export interface LookupAccessCodeRequest__Output {
  'accessCode': (string);
}
