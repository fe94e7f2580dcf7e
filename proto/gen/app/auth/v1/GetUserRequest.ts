// Original file: app/auth/v1/auth.proto


export interface GetUserRequest {
  'userId'?: (string);
}

export interface GetUserRequest__Output {
  'userId': (string);
}
