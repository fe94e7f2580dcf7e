// Original file: app/scheduler/v1/scheduler.proto


export interface IssueCheckInLinkRequest {
  'checkInId'?: (string);
}

export interface IssueCheckInLinkRequest__Output {
  'checkInId': (string);
}
