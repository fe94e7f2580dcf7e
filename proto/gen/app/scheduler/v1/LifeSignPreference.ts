// Original file: app/scheduler/v1/scheduler.proto


export interface LifeSignPreference {
  'activityCounts'?: (boolean);
  'decided'?: (boolean);
}

export interface LifeSignPreference__Output {
  'activityCounts': (boolean);
  'decided': (boolean);
}
