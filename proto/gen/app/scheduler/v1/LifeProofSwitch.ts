// Original file: app/scheduler/v1/scheduler.proto


export interface LifeProofSwitch {
  'messageId'?: (string);
  'userId'?: (string);
  'state'?: (string);
  'missedCheckIns'?: (number);
  'nextCheckInAt'?: (string);
  'deliverAt'?: (string);
}

export interface LifeProofSwitch__Output {
  'messageId': (string);
  'userId': (string);
  'state': (string);
  'missedCheckIns': (number);
  'nextCheckInAt': (string);
  'deliverAt': (string);
}
