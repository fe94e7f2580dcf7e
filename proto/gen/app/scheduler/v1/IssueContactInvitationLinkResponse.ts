// Original file: app/scheduler/v1/scheduler.proto

import type { LifeProofSwitch as _app_scheduler_v1_LifeProofSwitch, LifeProofSwitch__Output as _app_scheduler_v1_LifeProofSwitch__Output } from '../../../app/scheduler/v1/LifeProofSwitch.ts';

export interface IssueContactInvitationLinkResponse {
  'token'?: (string);
  'switch'?: (_app_scheduler_v1_LifeProofSwitch | null);
}

export interface IssueContactInvitationLinkResponse__Output {
  'token': (string);
  'switch': (_app_scheduler_v1_LifeProofSwitch__Output | null);
}
