// Original file: app/scheduler/v1/scheduler.proto


export interface SendTestCheckInRequest {
  'messageId'?: (string);
  'userId'?: (string);
}

export interface SendTestCheckInRequest__Output {
  'messageId': (string);
  'userId': (string);
}
