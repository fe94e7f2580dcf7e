// Original file: app/scheduler/v1/scheduler.proto

import type { BouncingSwitch as _app_scheduler_v1_BouncingSwitch, BouncingSwitch__Output as _app_scheduler_v1_BouncingSwitch__Output } from '../../../app/scheduler/v1/BouncingSwitch.ts';

export interface ListBouncingSwitchesResponse {
  'switches'?: (_app_scheduler_v1_BouncingSwitch)[];
}

export interface ListBouncingSwitchesResponse__Output {
  'switches': (_app_scheduler_v1_BouncingSwitch__Output)[];
}
