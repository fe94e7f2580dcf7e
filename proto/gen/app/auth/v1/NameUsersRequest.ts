// Original file: app/auth/v1/auth.proto


export interface NameUsersRequest {
  'userIds'?: (string)[];
}

export interface NameUsersRequest__Output {
  'userIds': (string)[];
}
