// Original file: app/scheduler/v1/scheduler.proto

import type { TimelineStep as _app_scheduler_v1_TimelineStep, TimelineStep__Output as _app_scheduler_v1_TimelineStep__Output } from '../../../app/scheduler/v1/TimelineStep.ts';

export interface GetTimelineResponse {
  'steps'?: (_app_scheduler_v1_TimelineStep)[];
}

export interface GetTimelineResponse__Output {
  'steps': (_app_scheduler_v1_TimelineStep__Output)[];
}
