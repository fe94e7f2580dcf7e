// Original file: app/auth/v1/auth.proto


export interface ResetPasswordRequest {
  'token'?: (string);
  'newPassword'?: (string);
}

export interface ResetPasswordRequest__Output {
  'token': (string);
  'newPassword': (string);
}
