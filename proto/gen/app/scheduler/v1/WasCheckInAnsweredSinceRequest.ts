// Original file: app/scheduler/v1/scheduler.proto


export interface WasCheckInAnsweredSinceRequest {
  'messageId'?: (string);
  'userId'?: (string);
  'since'?: (string);
}

export interface WasCheckInAnsweredSinceRequest__Output {
  'messageId': (string);
  'userId': (string);
  'since': (string);
}
