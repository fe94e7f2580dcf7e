// Original file: app/scheduler/v1/scheduler.proto

import type { LifeProofState as _app_scheduler_v1_LifeProofState, LifeProofState__Output as _app_scheduler_v1_LifeProofState__Output } from '../../../app/scheduler/v1/LifeProofState.ts';

export interface LifeProofSwitch {
  'messageId'?: (string);
  'userId'?: (string);
  'state'?: (_app_scheduler_v1_LifeProofState);
  'missedCheckIns'?: (number);
  'nextCheckInAt'?: (string);
  'deliverAt'?: (string);
}

export interface LifeProofSwitch__Output {
  'messageId': (string);
  'userId': (string);
  'state': (_app_scheduler_v1_LifeProofState__Output);
  'missedCheckIns': (number);
  'nextCheckInAt': (string);
  'deliverAt': (string);
}
