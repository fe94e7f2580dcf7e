// Original file: app/scheduler/v1/scheduler.proto


export interface IssueReviewLinkRequest {
  'userId'?: (string);
}

export interface IssueReviewLinkRequest__Output {
  'userId': (string);
}
