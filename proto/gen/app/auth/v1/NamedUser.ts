// Original file: app/auth/v1/auth.proto


export interface NamedUser {
  'id'?: (string);
  'fullName'?: (string);
  'email'?: (string);
}

export interface NamedUser__Output {
  'id': (string);
  'fullName': (string);
  'email': (string);
}
