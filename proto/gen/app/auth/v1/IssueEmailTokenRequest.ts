// Original file: app/auth/v1/auth.proto


export interface IssueEmailTokenRequest {
  'requestId'?: (string);
}

export interface IssueEmailTokenRequest__Output {
  'requestId': (string);
}
