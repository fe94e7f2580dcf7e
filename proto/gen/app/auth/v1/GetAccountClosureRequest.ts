// Original file: app/auth/v1/auth.proto


export interface GetAccountClosureRequest {
  'userId'?: (string);
}

export interface GetAccountClosureRequest__Output {
  'userId': (string);
}
