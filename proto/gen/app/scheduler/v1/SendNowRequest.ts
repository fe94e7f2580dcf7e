// Original file: app/scheduler/v1/scheduler.proto


export interface SendNowRequest {
  'token'?: (string);
  'userId'?: (string);
}

export interface SendNowRequest__Output {
  'token': (string);
  'userId': (string);
}
