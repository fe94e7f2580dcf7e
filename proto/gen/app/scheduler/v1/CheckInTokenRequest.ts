// Original file: app/scheduler/v1/scheduler.proto


export interface CheckInTokenRequest {
  'token'?: (string);
}

export interface CheckInTokenRequest__Output {
  'token': (string);
}
