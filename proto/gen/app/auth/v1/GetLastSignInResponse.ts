// Original file: app/auth/v1/auth.proto


export interface GetLastSignInResponse {
  'signedInAt'?: (string);
}

export interface GetLastSignInResponse__Output {
  'signedInAt': (string);
}
