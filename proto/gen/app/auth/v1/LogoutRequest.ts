// Original file: app/auth/v1/auth.proto


export interface LogoutRequest {
  'sessionToken'?: (string);
}

export interface LogoutRequest__Output {
  'sessionToken': (string);
}
