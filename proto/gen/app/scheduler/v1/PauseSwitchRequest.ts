// Original file: app/scheduler/v1/scheduler.proto


export interface PauseSwitchRequest {
  'messageId'?: (string);
  'userId'?: (string);
  'untilDay'?: (string);
}

export interface PauseSwitchRequest__Output {
  'messageId': (string);
  'userId': (string);
  'untilDay': (string);
}
