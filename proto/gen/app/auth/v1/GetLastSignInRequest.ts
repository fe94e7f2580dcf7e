// Original file: app/auth/v1/auth.proto


export interface GetLastSignInRequest {
  'userId'?: (string);
}

export interface GetLastSignInRequest__Output {
  'userId': (string);
}
