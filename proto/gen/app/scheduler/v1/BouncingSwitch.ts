// Original file: app/scheduler/v1/scheduler.proto

import type { LifeProofState as _app_scheduler_v1_LifeProofState, LifeProofState__Output as _app_scheduler_v1_LifeProofState__Output } from '../../../app/scheduler/v1/LifeProofState.ts';

export interface BouncingSwitch {
  'messageId'?: (string);
  'userId'?: (string);
  'state'?: (_app_scheduler_v1_LifeProofState);
  'bouncedCheckIns'?: (number);
  'lastBouncedAt'?: (string);
  'lastSignOfLifeAt'?: (string);
}

export interface BouncingSwitch__Output {
  'messageId': (string);
  'userId': (string);
  'state': (_app_scheduler_v1_LifeProofState__Output);
  'bouncedCheckIns': (number);
  'lastBouncedAt': (string);
  'lastSignOfLifeAt': (string);
}
