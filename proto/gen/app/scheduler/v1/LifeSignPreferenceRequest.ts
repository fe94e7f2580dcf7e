// Original file: app/scheduler/v1/scheduler.proto


export interface LifeSignPreferenceRequest {
  'userId'?: (string);
}

export interface LifeSignPreferenceRequest__Output {
  'userId': (string);
}
