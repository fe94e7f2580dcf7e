// Original file: app/auth/v1/auth.proto


export interface SetBackupEmailRequest {
  'userId'?: (string);
  'email'?: (string);
}

export interface SetBackupEmailRequest__Output {
  'userId': (string);
  'email': (string);
}
