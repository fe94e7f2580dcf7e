// Original file: app/auth/v1/auth.proto


export interface VerifyBackupEmailRequest {
  'token'?: (string);
}

export interface VerifyBackupEmailRequest__Output {
  'token': (string);
}
