// Original file: app/scheduler/v1/scheduler.proto

import type { LifeProofSwitch as _app_scheduler_v1_LifeProofSwitch, LifeProofSwitch__Output as _app_scheduler_v1_LifeProofSwitch__Output } from '../../../app/scheduler/v1/LifeProofSwitch.ts';

export interface ListSwitchesResponse {
  'switches'?: (_app_scheduler_v1_LifeProofSwitch)[];
}

export interface ListSwitchesResponse__Output {
  'switches': (_app_scheduler_v1_LifeProofSwitch__Output)[];
}
