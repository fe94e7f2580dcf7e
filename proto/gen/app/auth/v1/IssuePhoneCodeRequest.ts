// Original file: app/auth/v1/auth.proto


export interface IssuePhoneCodeRequest {
  'requestId'?: (string);
}

export interface IssuePhoneCodeRequest__Output {
  'requestId': (string);
}
