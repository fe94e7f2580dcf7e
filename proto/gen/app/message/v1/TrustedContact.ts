// Original file: app/message/v1/message.proto


export interface TrustedContact {
  'name'?: (string);
  'email'?: (string);
}

export interface TrustedContact__Output {
  'name': (string);
  'email': (string);
}
