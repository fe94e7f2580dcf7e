// Original file: app/scheduler/v1/scheduler.proto

import type { LifeProofSwitch as _app_scheduler_v1_LifeProofSwitch, LifeProofSwitch__Output as _app_scheduler_v1_LifeProofSwitch__Output } from '../../../app/scheduler/v1/LifeProofSwitch.ts';

export interface IssueReviewLinkResponse {
  'token'?: (string);
  'switches'?: (_app_scheduler_v1_LifeProofSwitch)[];
}

export interface IssueReviewLinkResponse__Output {
  'token': (string);
  'switches': (_app_scheduler_v1_LifeProofSwitch__Output)[];
}
