// Original file: app/access/v1/access.proto


export interface Refusal {
  'reason'?: (string);
  'attempts'?: (number);
  'maxAttempts'?: (number);
  'isLocked'?: (boolean);
  'availableOn'?: (string);
}

export interface Refusal__Output {
  'reason': (string);
  'attempts': (number);
  'maxAttempts': (number);
  'isLocked': (boolean);
  'availableOn': (string);
}
