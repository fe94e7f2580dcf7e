// Original file: app/auth/v1/auth.proto


export interface ForgetFarewellRequest {
  'userId'?: (string);
}

export interface ForgetFarewellRequest__Output {
  'userId': (string);
}
