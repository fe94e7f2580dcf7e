// Original file: app/auth/v1/auth.proto


export interface IssueEmailTokenResponse {
  'token'?: (string);
  'purpose'?: (string);
  'email'?: (string);
  'username'?: (string);
  'fullName'?: (string);
  'language'?: (string);
  'expiresAt'?: (string);
  'timeZone'?: (string);
}

export interface IssueEmailTokenResponse__Output {
  'token': (string);
  'purpose': (string);
  'email': (string);
  'username': (string);
  'fullName': (string);
  'language': (string);
  'expiresAt': (string);
  'timeZone': (string);
}
