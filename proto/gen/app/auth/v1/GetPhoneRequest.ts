// Original file: app/auth/v1/auth.proto


export interface GetPhoneRequest {
  'userId'?: (string);
}

export interface GetPhoneRequest__Output {
  'userId': (string);
}
