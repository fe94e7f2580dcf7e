// Original file: app/auth/v1/auth.proto


export interface VerifyPhoneRequest {
  'userId'?: (string);
  'code'?: (string);
}

export interface VerifyPhoneRequest__Output {
  'userId': (string);
  'code': (string);
}
