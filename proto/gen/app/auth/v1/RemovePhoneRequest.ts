// Original file: app/auth/v1/auth.proto


export interface RemovePhoneRequest {
  'userId'?: (string);
}

export interface RemovePhoneRequest__Output {
  'userId': (string);
}
