// Original file: app/notification/v1/notification.proto


export interface IsCheckInBouncedRequest {
  'messageId'?: (string);
  'userId'?: (string);
  'channel'?: (string);
  'sentSince'?: (string);
}

export interface IsCheckInBouncedRequest__Output {
  'messageId': (string);
  'userId': (string);
  'channel': (string);
  'sentSince': (string);
}
