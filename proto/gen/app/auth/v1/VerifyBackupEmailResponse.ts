// Original file: app/auth/v1/auth.proto


export interface VerifyBackupEmailResponse {
  'userId'?: (string);
}

export interface VerifyBackupEmailResponse__Output {
  'userId': (string);
}
