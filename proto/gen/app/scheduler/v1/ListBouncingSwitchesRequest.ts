// Original file: app/scheduler/v1/scheduler.proto


export interface ListBouncingSwitchesRequest {
  'limit'?: (number);
}

export interface ListBouncingSwitchesRequest__Output {
  'limit': (number);
}
