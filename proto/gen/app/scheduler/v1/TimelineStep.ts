// Original file: app/scheduler/v1/scheduler.proto


export interface TimelineStep {
  'at'?: (string);
  'event'?: (string);
}

export interface TimelineStep__Output {
  'at': (string);
  'event': (string);
}
