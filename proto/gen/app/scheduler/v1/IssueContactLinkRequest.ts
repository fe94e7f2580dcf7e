// Original file: app/scheduler/v1/scheduler.proto


export interface IssueContactLinkRequest {
  'checkInId'?: (string);
}

export interface IssueContactLinkRequest__Output {
  'checkInId': (string);
}
