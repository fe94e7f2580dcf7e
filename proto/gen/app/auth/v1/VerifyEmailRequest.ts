// Original file: app/auth/v1/auth.proto


export interface VerifyEmailRequest {
  'token'?: (string);
}

export interface VerifyEmailRequest__Output {
  'token': (string);
}
