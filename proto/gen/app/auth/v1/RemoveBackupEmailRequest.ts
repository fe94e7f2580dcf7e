// Original file: app/auth/v1/auth.proto


export interface RemoveBackupEmailRequest {
  'userId'?: (string);
}

export interface RemoveBackupEmailRequest__Output {
  'userId': (string);
}
