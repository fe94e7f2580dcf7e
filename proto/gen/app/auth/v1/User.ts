// Original file: app/auth/v1/auth.proto


export interface User {
  'id'?: (string);
  'username'?: (string);
  'email'?: (string);
  'fullName'?: (string);
  'role'?: (string);
  'isEmailVerified'?: (boolean);
  'language'?: (string);
  'timeZone'?: (string);
  'createdAt'?: (string);
}

export interface User__Output {
  'id': (string);
  'username': (string);
  'email': (string);
  'fullName': (string);
  'role': (string);
  'isEmailVerified': (boolean);
  'language': (string);
  'timeZone': (string);
  'createdAt': (string);
}
