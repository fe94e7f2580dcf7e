// Original file: app/scheduler/v1/scheduler.proto


export interface GetTimelineRequest {
  'messageId'?: (string);
  'userId'?: (string);
}

export interface GetTimelineRequest__Output {
  'messageId': (string);
  'userId': (string);
}
