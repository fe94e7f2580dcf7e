// Original file: app/scheduler/v1/scheduler.proto


export interface ContactCheck {
  'state'?: (string);
  'respondBy'?: (string);
}

export interface ContactCheck__Output {
  'state': (string);
  'respondBy': (string);
}
