// Original file: app/auth/v1/auth.proto


export interface GetFarewellRequest {
  'userId'?: (string);
}

export interface GetFarewellRequest__Output {
  'userId': (string);
}
