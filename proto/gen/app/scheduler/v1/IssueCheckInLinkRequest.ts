// Original file: app/scheduler/v1/scheduler.proto

import type { CheckInChannel as _app_scheduler_v1_CheckInChannel, CheckInChannel__Output as _app_scheduler_v1_CheckInChannel__Output } from '../../../app/scheduler/v1/CheckInChannel.ts';

export interface IssueCheckInLinkRequest {
  'checkInId'?: (string);
  'channel'?: (_app_scheduler_v1_CheckInChannel);
}

export interface IssueCheckInLinkRequest__Output {
  'checkInId': (string);
  'channel': (_app_scheduler_v1_CheckInChannel__Output);
}
