// Original file: app/auth/v1/auth.proto


export interface VerifyEmailResponse {
  'userId'?: (string);
}

export interface VerifyEmailResponse__Output {
  'userId': (string);
}
