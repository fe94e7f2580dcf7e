// Original file: app/auth/v1/auth.proto


export interface SuspendUserRequest {
  'userId'?: (string);
  'suspended'?: (boolean);
}

export interface SuspendUserRequest__Output {
  'userId': (string);
  'suspended': (boolean);
}
