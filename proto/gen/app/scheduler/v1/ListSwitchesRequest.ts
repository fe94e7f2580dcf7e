// Original file: app/scheduler/v1/scheduler.proto


export interface ListSwitchesRequest {
  'userId'?: (string);
}

export interface ListSwitchesRequest__Output {
  'userId': (string);
}
