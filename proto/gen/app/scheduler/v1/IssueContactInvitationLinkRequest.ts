// Original file: app/scheduler/v1/scheduler.proto


export interface IssueContactInvitationLinkRequest {
  'messageId'?: (string);
}

export interface IssueContactInvitationLinkRequest__Output {
  'messageId': (string);
}
