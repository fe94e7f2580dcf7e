// Original file: app/message/v1/message.proto


export interface Owner {
  'userId'?: (string);
  'username'?: (string);
  'fullName'?: (string);
  'email'?: (string);
  'isEmailVerified'?: (boolean);
  'language'?: (string);
}

export interface Owner__Output {
  'userId': (string);
  'username': (string);
  'fullName': (string);
  'email': (string);
  'isEmailVerified': (boolean);
  'language': (string);
}
