// Original file: app/scheduler/v1/scheduler.proto


export interface SetLifeSignPreferenceRequest {
  'userId'?: (string);
  'activityCounts'?: (boolean);
}

export interface SetLifeSignPreferenceRequest__Output {
  'userId': (string);
  'activityCounts': (boolean);
}
