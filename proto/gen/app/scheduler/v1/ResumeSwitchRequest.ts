// Original file: app/scheduler/v1/scheduler.proto


export interface ResumeSwitchRequest {
  'messageId'?: (string);
  'userId'?: (string);
}

export interface ResumeSwitchRequest__Output {
  'messageId': (string);
  'userId': (string);
}
