// Original file: app/auth/v1/auth.proto


export interface ResendVerificationRequest {
  'userId'?: (string);
}

export interface ResendVerificationRequest__Output {
  'userId': (string);
}
