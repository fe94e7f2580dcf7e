// Original file: app/auth/v1/auth.proto


export interface SetPhoneRequest {
  'userId'?: (string);
  'phone'?: (string);
}

export interface SetPhoneRequest__Output {
  'userId': (string);
  'phone': (string);
}
